// What each step of a request to book sends (docs/decisions/026): the e-mail (its words in
// booking-request-email-template.server.ts) and the in-app notification, written in the
// transaction of the step. Each e-mail has a dedupe key per booking and step, so a step
// replayed mails once.
import { eq } from "drizzle-orm";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import type { Database } from "#server/db/client.server";
import { users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { notifyUser } from "#server/notifications/notifications.server";
import type { BookingWithListing } from "./booking-queries.server";
import type { BookingRequestEmailParams, RequestStep } from "./booking-request-email-template.server";

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

async function tellHost(
  tx: Database,
  booking: BookingWithListing,
  template: "requestExpired" | "acceptedRequestLapsed" | "requestWithdrawn",
) {
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

/** Only for a booking made on request: the traveler withdrew it, its host is told. */
export async function announceRequestWithdrawn(tx: Database, booking: BookingWithListing) {
  if (!booking.requestedAt) return;
  await mail(tx, booking, "withdrawn-host");
  await tellHost(tx, booking, "requestWithdrawn");
}
