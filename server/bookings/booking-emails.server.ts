// What a confirmed (paid) booking sends, written in the same transaction as the
// confirmation: e-mails through the outbox and notifications. Each e-mail has a dedupe
// key, so a webhook processed twice still mails once.
import { and, eq, inArray } from "drizzle-orm";
import { booking as messages } from "#app/messages/fr/booking";
import { arrivalInstant } from "#common/cancellation";
import { now as clockNow } from "#common/clock";
import { formatLongDate } from "#common/dates";
import { hostShare, travelerTotal } from "#common/line-items";
import { formatFcfa } from "#common/money";
import type { Database } from "#server/db/client.server";
import { emailOutbox, users } from "#server/db/schema";
import { renderEmailHtml, type EmailField } from "#server/integrations/mail/email-html";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { notifyAdmins, notifyUser } from "#server/notifications/notifications.server";
import type { BookingWithListing } from "./booking-queries.server";

const ACCESS_NOTICE_MS = 48 * 3_600_000;

/** The outbox key of a booking's access-instructions e-mail (one per booking). */
export const accessInstructionsKey = (bookingId: string) => `booking-access:${bookingId}`;

/**
 * The stay will not happen (cancelled, rejected, expired): the access instructions still
 * waiting in the outbox must never go out. Deleted rather than marked failed, so that an
 * administrator's "retry" on failed e-mails cannot send them either. One being sent right
 * now ('sending') is beyond reach; one already sent is history.
 */
export async function withdrawAccessInstructions(tx: Pick<Database, "delete">, bookingId: string) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.dedupeKey, accessInstructionsKey(bookingId)),
        inArray(emailOutbox.status, ["queued", "failed"]),
      ),
    );
}

export function datesText(booking: { startDate: string; endDate: string }) {
  return messages.datesRange(formatLongDate(booking.startDate), formatLongDate(booking.endDate));
}

function email(heading: string, intro: string, fields: EmailField[]) {
  return {
    text: [intro, "", ...fields.map((field) => `${field.label} : ${field.value}`)].join("\n"),
    html: renderEmailHtml({ heading, intro, fields }),
  };
}

/** When the access-instructions e-mail goes: 48 h before arrival (14:00 Benin time), or now if later. */
export function accessInstructionsSendAt(startDate: string, now = clockNow()): Date {
  const at = new Date(arrivalInstant(startDate).getTime() - ACCESS_NOTICE_MS);
  return at.getTime() > now.getTime() ? at : now;
}

export async function announceConfirmedBooking(tx: Database, booking: BookingWithListing, now = clockNow()) {
  const labels = messages.emails.fields;
  const traveler = booking.travelerInfo;
  const travelerName = `${traveler.firstName} ${traveler.lastName}`.trim();
  const common: EmailField[] = [
    { label: labels.reference, value: booking.bookingReference },
    { label: labels.listing, value: booking.listingTitle },
    { label: labels.dates, value: datesText(booking) },
    { label: labels.guests, value: String(booking.guests) },
  ];

  const confirmed = email(
    messages.emails.travelerConfirmedHeading,
    messages.emails.travelerConfirmedIntro(traveler.firstName),
    [...common, { label: labels.total, value: formatFcfa(travelerTotal(booking.lineItems)) }],
  );
  await enqueueEmail(tx, {
    to: traveler.email,
    subject: messages.emails.travelerConfirmedSubject(booking.bookingReference),
    ...confirmed,
    template: "booking-confirmed",
    dedupeKey: `booking-confirmed:${booking.id}`,
  });

  const access = email(
    messages.emails.accessHeading,
    messages.emails.accessIntro(booking.listingTitle, booking.listingAddress, booking.listingCity),
    common,
  );
  await enqueueEmail(tx, {
    to: traveler.email,
    subject: messages.emails.accessSubject(booking.listingTitle),
    ...access,
    template: "booking-access-instructions",
    dedupeKey: accessInstructionsKey(booking.id),
    sendAfter: accessInstructionsSendAt(booking.startDate, now),
  });

  const [host] = await tx.select({ email: users.email }).from(users).where(eq(users.id, booking.hostId));
  if (host) {
    const hostMail = email(messages.emails.hostNewHeading, messages.emails.hostNewIntro(booking.listingTitle), [
      ...common,
      { label: labels.payout, value: formatFcfa(hostShare(booking.lineItems)) },
      { label: labels.traveler, value: travelerName },
      { label: labels.email, value: traveler.email },
      ...(traveler.phone ? [{ label: labels.phone, value: traveler.phone }] : []),
    ]);
    await enqueueEmail(tx, {
      to: host.email,
      subject: messages.emails.hostNewSubject(booking.bookingReference),
      ...hostMail,
      template: "booking-host-new",
      dedupeKey: `booking-host:${booking.id}`,
    });
  }

  const notes = messages.notifications;
  if (booking.userId) {
    await notifyUser(tx, {
      userId: booking.userId,
      kind: "booking_confirmed",
      title: notes.travelerConfirmed.title,
      message: notes.travelerConfirmed.message(booking.listingTitle),
      link: "/my-bookings",
      listingId: booking.listingId,
      bookingId: booking.id,
    });
  }
  await notifyUser(tx, {
    userId: booking.hostId,
    kind: "booking_received",
    title: notes.hostNew.title,
    message: notes.hostNew.message(booking.listingTitle, datesText(booking)),
    link: "/reservations",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
  await notifyAdmins(tx, {
    kind: "booking_paid",
    title: notes.adminPaid.title,
    message: notes.adminPaid.message(
      booking.bookingReference,
      booking.listingTitle,
      formatFcfa(travelerTotal(booking.lineItems)),
    ),
    link: "/admin-dashboard?tab=bookings",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

/** Administrators must pay a refund back by hand (mobile money): tell them. */
export async function announceRefundOwed(tx: Database, booking: BookingWithListing, amount: number) {
  await notifyAdmins(tx, {
    kind: "refund_owed",
    title: messages.notifications.refundOwed.title,
    message: messages.notifications.refundOwed.message(booking.bookingReference, formatFcfa(amount)),
    link: "/admin-dashboard",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

export async function announceCancellation(tx: Database, booking: BookingWithListing) {
  await notifyUser(tx, {
    userId: booking.hostId,
    kind: "booking_cancelled",
    title: messages.notifications.hostCancelled.title,
    message: messages.notifications.hostCancelled.message(booking.listingTitle, booking.bookingReference),
    link: "/reservations",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}
