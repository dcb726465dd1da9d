// The e-mails of money out, queued in the caller's transaction (so they exist exactly when
// what they tell does) with a dedupe key (a job or a webhook run twice mails once):
// - a paid booking cancelled: the traveler (the refund coming) and the host (what they keep);
// - a refund's payout sent: the traveler;
// - a host's payout sent: the host, with the bookings it covers.
// The payout jobs call announceRefundSent / announcePayoutSent when FedaPay says "sent".
import { eq } from "drizzle-orm";
import { formatBeninNumber } from "#common/rules/payout-account";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { bookingLinks } from "#server/bookings/booking-links.server";
import type { BookingWithListing } from "#server/bookings/booking-queries.server";
import { getBookingWithListing } from "#server/bookings/booking-queries.server";
import type { Database } from "#server/db/client.server";
import { bookings, payoutItems, payouts, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { getEnv } from "#server/env.server";
import { hostEarning } from "./host-earning.server";

const stayOf = (booking: BookingWithListing) => ({
  reference: booking.bookingReference,
  listingTitle: booking.listingTitle,
  startDate: booking.startDate,
  endDate: booking.endDate,
});

async function emailOf(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** A paid booking was just cancelled (by its traveler or its host): both are told. */
export async function announceCancellationEmails(
  db: Database,
  booking: BookingWithListing,
  { byHost }: { byHost: boolean },
) {
  const publicUrl = getEnv().publicUrl;
  const links = bookingLinks(booking.id, publicUrl);
  await queueEmail(db, {
    to: booking.travelerInfo.email,
    template: "booking-cancelled-traveler",
    params: {
      ...stayOf(booking),
      refundAmount: booking.refundAmount ?? 0,
      byHost,
      myBookingsUrl: links.traveler,
      conversationUrl: links.conversation,
    },
    lang: await recipientLang(booking.userId, db),
    dedupeKey: `booking-cancelled-traveler:${booking.id}`,
  });
  const hostEmail = await emailOf(db, booking.hostId);
  if (hostEmail) {
    await queueEmail(db, {
      to: hostEmail,
      template: "booking-cancelled-host",
      params: {
        ...stayOf(booking),
        hostKeeps: hostEarning(booking),
        earningsUrl: `${publicUrl}/earnings`,
        reservationUrl: links.host,
        conversationUrl: links.conversation,
      },
      lang: await recipientLang(booking.hostId, db),
      dedupeKey: `booking-cancelled-host:${booking.id}`,
    });
  }
}

/** A refund's payout was sent: the traveler is told where the money went. Nothing for another payout. */
export async function announceRefundSent(db: Database, payoutId: string): Promise<boolean> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.purpose !== "refund" || !payout.bookingId) return false;
  const booking = await getBookingWithListing(payout.bookingId, db);
  if (!booking) return false;
  await queueEmail(db, {
    to: booking.travelerInfo.email,
    template: "refund-sent",
    params: {
      ...stayOf(booking),
      amount: payout.amount,
      phone: formatBeninNumber(payout.phone),
      myBookingsUrl: bookingLinks(booking.id).traveler,
    },
    lang: await recipientLang(booking.userId, db),
    dedupeKey: `refund-sent:${payout.id}`,
  });
  return true;
}

/** A host's payout was sent: the host is told, with the bookings it covers. */
export async function announcePayoutSent(db: Database, payoutId: string): Promise<boolean> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.purpose !== "host_earnings") return false;
  const to = await emailOf(db, payout.userId);
  if (!to) return false;
  const covered = await db
    .select({ reference: bookings.bookingReference })
    .from(payoutItems)
    .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
    .where(eq(payoutItems.payoutId, payout.id))
    .orderBy(bookings.bookingReference);
  await queueEmail(db, {
    to,
    template: "payout-sent",
    params: {
      reference: payout.reference,
      amount: payout.amount,
      phone: formatBeninNumber(payout.phone),
      bookings: covered.map((row) => row.reference),
      earningsUrl: `${getEnv().publicUrl}/earnings`,
    },
    lang: await recipientLang(payout.userId, db),
    dedupeKey: `payout-sent:${payout.id}`,
  });
  return true;
}
