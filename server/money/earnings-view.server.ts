// /earnings (read-only): what a host earns per paid booking, when each amount becomes
// payable (common/money-out.ts), the payouts made to them with the bookings each covers,
// and the totals. Every read is scoped to the host in its WHERE clause.
import { and, desc, eq, inArray } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { isEnded } from "#common/lifecycles/booking";
import type { PayoutStatus } from "#common/lifecycles/payout";
import { earningsPayableAt } from "#common/money-out";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listings, payoutItems, payouts } from "#server/db/schema";
import { hostEarning } from "./host-earning.server";

/** How a payout reads to the host: still on its way, sent, or failed. */
export type PayoutShownState = "pending" | "sent" | "failed";
export type EarningState = "waiting" | "payable" | "inPayout" | "paid";

export function shownPayoutState(status: PayoutStatus): PayoutShownState {
  return status === "sent" || status === "failed" ? status : "pending";
}

export type EarningItem = {
  bookingId: string;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
  cancelled: boolean;
  amount: number;
  payableAt: string;
  state: EarningState;
  payoutReferences: string[];
};

export type HostPayoutView = {
  id: string;
  reference: string;
  amount: number;
  state: PayoutShownState;
  phone: string;
  createdAt: string;
  sentAt: string | null;
  settledByHandAt: string | null;
  bookings: { reference: string; amount: number }[];
};

export type EarningsView = {
  items: EarningItem[];
  payouts: HostPayoutView[];
  totals: Record<EarningState, number>;
};

const MAX_ROWS = 1000;

export async function hostEarnings(hostId: string, now = clockNow(), db: Database = getDb()): Promise<EarningsView> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      listingTitle: listings.title,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      lineItems: bookings.lineItems,
      refundAmount: bookings.refundAmount,
      paidAt: bookings.paidAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(and(eq(listings.userId, hostId), eq(bookings.paymentStatus, "completed")))
    .orderBy(desc(bookings.startDate))
    .limit(MAX_ROWS);

  const payoutRows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, hostId), eq(payouts.purpose, "host_earnings")))
    .orderBy(desc(payouts.createdAt))
    .limit(MAX_ROWS);
  const covered = payoutRows.length
    ? await db
        .select({
          payoutId: payoutItems.payoutId,
          bookingId: payoutItems.bookingId,
          amount: payoutItems.amount,
          reference: bookings.bookingReference,
        })
        .from(payoutItems)
        .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
        .where(
          inArray(
            payoutItems.payoutId,
            payoutRows.map((payout) => payout.id),
          ),
        )
    : [];

  const payoutById = new Map(payoutRows.map((payout) => [payout.id, payout]));
  const byBooking = new Map<string, { paid: number; inFlight: number; references: string[] }>();
  for (const item of covered) {
    const payout = payoutById.get(item.payoutId)!;
    const entry = byBooking.get(item.bookingId) ?? { paid: 0, inFlight: 0, references: [] };
    entry.references.push(payout.reference);
    // A failed payout owes its amount again, unless an administrator settled it by hand.
    if (payout.status === "sent" || payout.settledByHandAt) entry.paid += item.amount;
    else if (payout.status !== "failed") entry.inFlight += item.amount;
    byBooking.set(item.bookingId, entry);
  }

  const totals: Record<EarningState, number> = { waiting: 0, payable: 0, inPayout: 0, paid: 0 };
  const items = rows.map((row): EarningItem => {
    const amount = hostEarning(row);
    const payableAt = earningsPayableAt({ startDate: row.startDate, paidAt: row.paidAt ?? row.createdAt });
    const cover = byBooking.get(row.id) ?? { paid: 0, inFlight: 0, references: [] };
    const state: EarningState =
      amount > 0 && cover.paid >= amount
        ? "paid"
        : cover.inFlight > 0
          ? "inPayout"
          : payableAt <= now
            ? "payable"
            : "waiting";
    totals.paid += Math.min(cover.paid, amount);
    totals.inPayout += cover.inFlight;
    const left = Math.max(0, amount - cover.paid - cover.inFlight);
    if (state === "payable") totals.payable += left;
    else if (state === "waiting") totals.waiting += left;
    return {
      bookingId: row.id,
      reference: row.reference,
      listingTitle: row.listingTitle,
      startDate: row.startDate,
      endDate: row.endDate,
      cancelled: isEnded(row),
      amount,
      payableAt: payableAt.toISOString(),
      state,
      payoutReferences: cover.references,
    };
  });

  return {
    items,
    totals,
    payouts: payoutRows.map((payout) => ({
      id: payout.id,
      reference: payout.reference,
      amount: payout.amount,
      state: shownPayoutState(payout.status),
      phone: payout.phone,
      createdAt: payout.createdAt.toISOString(),
      sentAt: payout.sentAt ? payout.sentAt.toISOString() : null,
      settledByHandAt: payout.settledByHandAt ? payout.settledByHandAt.toISOString() : null,
      bookings: covered
        .filter((item) => item.payoutId === payout.id)
        .map((item) => ({ reference: item.reference, amount: item.amount })),
    })),
  };
}
