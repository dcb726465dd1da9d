// The demo's money out: each demo host has a payout account (fictional numbers that follow
// Benin's numbering, MTN or Moov), so the payout job pays their past stays within a minute
// of a fresh start; and the demo traveler has one cancelled paid booking whose refund was
// sent, with its payout and its journals (docs/decisions/017), as the engine leaves one.
import { eq } from "drizzle-orm";
import { addDays, todayInBenin } from "#common/dates";
import { payoutSent, payoutStarted } from "#common/ledger";
import { travelerTotal } from "#common/line-items";
import { priceStay } from "#common/pricing";
import { getDb } from "#server/db/client.server";
import { listingCalendar, payoutAccounts, payouts } from "#server/db/schema";
import { postJournal } from "#server/money/post-journal.server";
import type { DemoTraveler } from "./demo-accounts.server";
import type { HistoryListing } from "./demo-history.server";
import type { DemoHost } from "./demo-vocabulary.server";
import { createBooking } from "./factories.server";

/** Fictional, but valid for Benin's numbering plan (10 digits from 01). */
export const DEMO_PAYOUT_ACCOUNTS: Record<DemoHost, { operator: "mtn" | "moov"; phone: string; holderName: string }> = {
  koffi: { operator: "mtn", phone: "+2290197101010", holderName: "Koffi Agbossou" },
  mariam: { operator: "moov", phone: "+2290195202020", holderName: "Mariam Bello" },
  rodrigue: { operator: "mtn", phone: "+2290166303030", holderName: "Rodrigue Hounkpatin" },
  gildas: { operator: "moov", phone: "+2290194404040", holderName: "Gildas Zinsou" },
};

export async function createDemoPayoutAccounts(hosts: Record<DemoHost, string>) {
  for (const [host, account] of Object.entries(DEMO_PAYOUT_ACCOUNTS) as [
    DemoHost,
    (typeof DEMO_PAYOUT_ACCOUNTS)[DemoHost],
  ][]) {
    await getDb()
      .insert(payoutAccounts)
      .values({ userId: hosts[host], ...account });
  }
}

/** Booked, paid, cancelled within the free period, refunded in full to the number that paid. */
export async function createRefundedCancellation(traveler: DemoTraveler, listing: HistoryListing) {
  const today = todayInBenin();
  const paidAt = new Date(`${addDays(today, -6)}T09:00:00Z`);
  const cancelledAt = new Date(`${addDays(today, -5)}T18:00:00Z`);
  const sentAt = new Date(`${addDays(today, -5)}T18:20:00Z`);
  const startDate = addDays(today, 60);
  const endDate = addDays(startDate, 2);
  // Cancelled within the free period: the whole total back (the factory prices the same lines).
  const refundAmount = travelerTotal(priceStay({ unitPrice: listing.price, startDate, endDate }));
  const booking = await createBooking({
    listingId: listing.id,
    userId: traveler.id,
    entityType: listing.isVehicle ? "vehicle" : "accommodation",
    startDate,
    endDate,
    guests: Math.min(2, listing.maxGuests),
    status: "cancelled",
    paymentStatus: "completed",
    paidAt,
    cancelledAt,
    createdAt: paidAt,
    updatedAt: cancelledAt,
    travelerInfo: {
      firstName: traveler.firstName,
      lastName: traveler.lastName,
      email: traveler.email,
      phone: traveler.phone,
    },
    refundAmount,
    refundStatus: "paid",
  });
  const amount = travelerTotal(booking.lineItems);
  if (amount !== refundAmount) throw new Error(`demo refund ${refundAmount} ≠ total ${amount}`);
  const db = getDb();
  await db.transaction(async (tx) => {
    // A cancelled booking holds no dates.
    await tx.delete(listingCalendar).where(eq(listingCalendar.bookingId, booking.id));
    const [payout] = await tx
      .insert(payouts)
      .values({
        reference: `PO-DEMO-${booking.bookingReference}`,
        purpose: "refund",
        userId: traveler.id,
        bookingId: booking.id,
        amount,
        operator: "mtn",
        phone: traveler.phone.replace(/\s+/g, ""),
        holderName: `${traveler.firstName} ${traveler.lastName}`,
        status: "sent",
        providerStatus: "sent",
        attempts: 1,
        startedAt: cancelledAt,
        sentAt,
        createdAt: cancelledAt,
        updatedAt: sentAt,
      })
      .returning();
    const links = { bookingId: booking.id, payoutId: payout!.id };
    await postJournal(payoutStarted("refund", amount), links, tx as never, cancelledAt);
    await postJournal(payoutSent(amount), links, tx as never, sentAt);
  });
  return booking;
}
