// What each step of a request to book sends (docs/decisions/026): the e-mail (one template,
// the step chosen when the outbox worker renders it, in the recipient's language) and the
// in-app notification, written in the transaction of the step. Each e-mail has a dedupe
// key per booking and step, so a step replayed mails once.
import { eq } from "drizzle-orm";
import type { Lang } from "#common/i18n";
import { bookingTexts } from "#common/texts/booking";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import type { Database } from "#server/db/client.server";
import { users } from "#server/db/schema";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { queueEmail } from "#server/emails/queue-email.server";
import { renderEmailHtml } from "#server/integrations/mail/email-html";
import { notifyUser } from "#server/notifications/notifications.server";
import { stayDates } from "./booking-email-templates.server";
import { bookingLinks } from "./booking-links.server";
import type { BookingWithListing } from "./booking-queries.server";

export type RequestStep =
  | "request-host"
  | "request-traveler"
  | "accepted"
  | "declined"
  | "expired-traveler"
  | "expired-host"
  | "lapsed-traveler"
  | "lapsed-host";

export type BookingRequestEmailParams = {
  step: RequestStep;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
  bookingId: string;
};

function words(params: BookingRequestEmailParams, lang: Lang): { subject: string; body: string } {
  const copy = bookingRulesTexts[lang].emails;
  const dates = stayDates(params, lang);
  const { reference, listingTitle } = params;
  switch (params.step) {
    case "request-host":
      return { subject: copy.requestHostSubject(reference), body: copy.requestHostBody(listingTitle, dates) };
    case "request-traveler":
      return { subject: copy.requestTravelerSubject(reference), body: copy.requestTravelerBody(listingTitle, dates) };
    case "accepted":
      return { subject: copy.acceptedSubject(reference), body: copy.acceptedBody(listingTitle, dates) };
    case "declined":
      return { subject: copy.declinedSubject(reference), body: copy.declinedBody(listingTitle, dates) };
    case "expired-traveler":
      return { subject: copy.expiredSubject(reference), body: copy.expiredTravelerBody(listingTitle, dates) };
    case "expired-host":
      return { subject: copy.expiredSubject(reference), body: copy.expiredHostBody(listingTitle, dates) };
    case "lapsed-traveler":
      return { subject: copy.lapsedSubject(reference), body: copy.lapsedTravelerBody(listingTitle, dates) };
    case "lapsed-host":
      return { subject: copy.lapsedSubject(reference), body: copy.lapsedHostBody(listingTitle, dates) };
  }
}

export function bookingRequestEmail(params: BookingRequestEmailParams, lang: Lang): RenderedEmail {
  const { subject, body } = words(params, lang);
  const forHost = params.step.endsWith("-host");
  const links = bookingLinks(params.bookingId);
  const labels = bookingTexts[lang].emails;
  const link = { label: labels.links.booking, url: forHost ? links.host : links.traveler };
  const fields = [
    { label: labels.fields.reference, value: params.reference },
    { label: labels.fields.listing, value: params.listingTitle },
    { label: labels.fields.dates, value: stayDates(params, lang) },
  ];
  return {
    subject,
    text: [
      body,
      "",
      ...fields.map((field) => `${field.label} : ${field.value}`),
      "",
      `${link.label} : ${link.url}`,
    ].join("\n"),
    html: renderEmailHtml({ lang, heading: subject, intro: body, fields, links: [link] }),
  };
}

async function mail(tx: Database, booking: BookingWithListing, step: RequestStep) {
  const forHost = step.endsWith("-host");
  let to = booking.travelerInfo.email;
  if (forHost) {
    const [host] = await tx.select({ email: users.email }).from(users).where(eq(users.id, booking.hostId));
    if (!host) return;
    to = host.email;
  }
  await queueEmail(tx, {
    to,
    template: "booking-request",
    params: {
      step,
      reference: booking.bookingReference,
      listingTitle: booking.listingTitle,
      startDate: booking.startDate,
      endDate: booking.endDate,
      bookingId: booking.id,
    } satisfies BookingRequestEmailParams,
    lang: await recipientLang(forHost ? booking.hostId : booking.userId, tx),
    dedupeKey: `booking-request:${step}:${booking.id}`,
  });
}

type TravelerTemplate = "requestAccepted" | "requestDeclined" | "requestExpired" | "acceptedRequestLapsed";

async function tellTraveler(tx: Database, booking: BookingWithListing, template: TravelerTemplate) {
  if (!booking.userId) return;
  await notifyUser(tx, {
    userId: booking.userId,
    kind: `booking_${template}`,
    template,
    args: [booking.listingTitle],
    link: `/my-bookings#booking-${booking.id}`,
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

async function tellHost(tx: Database, booking: BookingWithListing, template: "requestExpired" | "acceptedRequestLapsed") {
  await notifyUser(tx, {
    userId: booking.hostId,
    kind: `booking_${template}`,
    template,
    args: [booking.listingTitle],
    link: `/reservations#booking-${booking.id}`,
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

/** A request was made: the host must answer within 24 h, the traveler is told it left. */
export async function announceBookingRequest(tx: Database, booking: BookingWithListing) {
  await mail(tx, booking, "request-host");
  await mail(tx, booking, "request-traveler");
  await notifyUser(tx, {
    userId: booking.hostId,
    kind: "booking_requested",
    template: "bookingRequested",
    args: [booking.listingTitle, `${booking.startDate}/${booking.endDate}`],
    link: `/reservations#booking-${booking.id}`,
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

export async function announceRequestAccepted(tx: Database, booking: BookingWithListing) {
  await mail(tx, booking, "accepted");
  await tellTraveler(tx, booking, "requestAccepted");
}

export async function announceRequestDeclined(tx: Database, booking: BookingWithListing) {
  await mail(tx, booking, "declined");
  await tellTraveler(tx, booking, "requestDeclined");
}

export async function announceRequestExpired(tx: Database, booking: BookingWithListing) {
  await mail(tx, booking, "expired-traveler");
  await mail(tx, booking, "expired-host");
  await tellTraveler(tx, booking, "requestExpired");
  await tellHost(tx, booking, "requestExpired");
}

/** Only for a booking made on request: an instant hold that lapses tells nobody (as before). */
export async function announceAcceptedRequestLapsed(tx: Database, booking: BookingWithListing) {
  if (!booking.requestedAt) return;
  await mail(tx, booking, "lapsed-traveler");
  await mail(tx, booking, "lapsed-host");
  await tellTraveler(tx, booking, "acceptedRequestLapsed");
  await tellHost(tx, booking, "acceptedRequestLapsed");
}
