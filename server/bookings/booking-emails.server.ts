// What a confirmed (paid) booking sends, written in the same transaction as the
// confirmation: e-mails through the outbox and notifications. Each e-mail has a dedupe
// key, so a webhook processed twice still mails once.
import { and, eq, inArray } from "drizzle-orm";
import { arrivalInstant } from "#common/cancellation";
import { now as clockNow } from "#common/clock";
import { hostShare, travelerTotal } from "#common/line-items";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import type { Database } from "#server/db/client.server";
import { emailOutbox, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
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
export async function withdrawAccessInstructions(tx: Database, bookingId: string) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.dedupeKey, accessInstructionsKey(bookingId)),
        inArray(emailOutbox.status, ["queued", "failed"]),
      ),
    );
}

/** When the access-instructions e-mail goes: 48 h before arrival (14:00 Benin time), or now if later. */
export function accessInstructionsSendAt(startDate: string, now = clockNow()): Date {
  const at = new Date(arrivalInstant(startDate).getTime() - ACCESS_NOTICE_MS);
  return at.getTime() > now.getTime() ? at : now;
}

export async function announceConfirmedBooking(tx: Database, booking: BookingWithListing) {
  const traveler = booking.travelerInfo;
  const stay = {
    reference: booking.bookingReference,
    listingTitle: booking.listingTitle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    guests: booking.guests,
    bookingId: booking.id,
    isVehicle: booking.listingIsVehicle,
    rentalTerms: booking.rentalTerms ?? null,
  };
  // A booking made by an account reads in its language; the host reads in theirs.
  const travelerLang = await recipientLang(booking.userId, tx);
  await queueEmail(tx, {
    to: traveler.email,
    template: "booking-confirmed",
    params: { ...stay, firstName: traveler.firstName, totalPrice: travelerTotal(booking.lineItems) },
    lang: travelerLang,
    dedupeKey: `booking-confirmed:${booking.id}`,
  });
  // The access instructions go 48 h before arrival, with the host's words of that moment:
  // the access-instructions job queues them (send-access-instructions.server.ts).

  const [host] = await tx.select({ email: users.email }).from(users).where(eq(users.id, booking.hostId));
  if (host) {
    await queueEmail(tx, {
      to: host.email,
      template: "booking-host-new",
      params: {
        ...stay,
        payout: hostShare(booking.lineItems),
        travelerName: `${traveler.firstName} ${traveler.lastName}`.trim(),
        travelerEmail: traveler.email,
        travelerPhone: traveler.phone ?? null,
      },
      lang: await recipientLang(booking.hostId, tx),
      dedupeKey: `booking-host:${booking.id}`,
    });
  }

  if (booking.userId) {
    await notifyUser(tx, {
      userId: booking.userId,
      kind: "booking_confirmed",
      template: "bookingConfirmed",
      args: [booking.listingTitle],
      link: `/my-bookings#booking-${booking.id}`,
      listingId: booking.listingId,
      bookingId: booking.id,
    });
  }
  await notifyUser(tx, {
    userId: booking.hostId,
    kind: "booking_received",
    template: "bookingReceived",
    args: [booking.listingTitle, `${booking.startDate}/${booking.endDate}`],
    link: "/reservations",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
  await notifyAdmins(tx, {
    kind: "booking_paid",
    template: "bookingPaid",
    args: [booking.bookingReference, booking.listingTitle, travelerTotal(booking.lineItems)],
    link: "/admin-dashboard?tab=bookings",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

/** Administrators must pay a refund back by hand (mobile money): tell them. */
export async function announceRefundOwed(tx: Database, booking: BookingWithListing, amount: number) {
  await notifyAdmins(tx, {
    kind: "refund_owed",
    template: "refundOwed",
    args: [booking.bookingReference, amount],
    link: "/admin-dashboard",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}

export async function announceCancellation(tx: Database, booking: BookingWithListing) {
  await notifyUser(tx, {
    userId: booking.hostId,
    kind: "booking_cancelled",
    template: "bookingCancelled",
    args: [booking.listingTitle, booking.bookingReference],
    link: "/reservations",
    listingId: booking.listingId,
    bookingId: booking.id,
  });
}
