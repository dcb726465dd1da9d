// The host payout job's planning half: for each host with a payout account not held, the
// earnings now payable (common/money-out.ts), less what payouts already cover, become at
// most one batch a day (Benin day) of payouts of at most 1 000 000 XOF, never more than 3
// in 24 h to one number (planHostPayouts). Each host is planned in its own transaction,
// under a lock on its payout account: two processes running the job at once plan once.
import { and, eq, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import { keptAfterRefund } from "#common/ledger";
import { hostShare } from "#common/line-items";
import {
  earningsPayableAt,
  PAYMENT_TO_BALANCE_HOURS,
  PAYOUTS_PER_NUMBER_PER_DAY,
  planHostPayouts,
} from "#common/money-out";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listings, payoutAccounts, payoutItems, payouts } from "#server/db/schema";
import { createPayoutIntent } from "./payout-intents.server";

export const PLAN_HOST_PAYOUTS_INTERVAL_MS = 20_000;
const DAY_MS = 86_400_000;

/** The instant the Benin day of `now` began (UTC+1, no daylight saving). */
export function beninDayStart(now: Date): Date {
  return new Date(`${todayInBenin(now)}T00:00:00+01:00`);
}

export type PlanSummary = { hosts: number; payouts: number; amount: number };

export async function planAllHostPayouts({ now = clockNow() }: { now?: Date } = {}): Promise<PlanSummary> {
  const hosts = await getDb()
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(or(isNull(payoutAccounts.payoutsHeldUntil), lte(payoutAccounts.payoutsHeldUntil, now)));
  const summary: PlanSummary = { hosts: 0, payouts: 0, amount: 0 };
  for (const { userId } of hosts) {
    const planned = await planHostPayoutsFor(userId, now);
    if (planned.length) summary.hosts += 1;
    summary.payouts += planned.length;
    summary.amount += planned.reduce((sum, payout) => sum + payout.amount, 0);
  }
  return summary;
}

/** One host's batch of the day, written whole (payouts, items, journals) or not at all. */
export async function planHostPayoutsFor(userId: string, now: Date) {
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).for("update");
    if (!account || (account.payoutsHeldUntil && account.payoutsHeldUntil > now)) return [];
    const [today] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          eq(payouts.userId, userId),
          eq(payouts.purpose, "host_earnings"),
          gte(payouts.createdAt, beninDayStart(now)),
          isNull(payouts.replacesPayoutId),
        ),
      )
      .limit(1);
    if (today) return [];
    const [recent] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(payouts)
      .where(
        and(
          eq(payouts.phone, account.phone),
          ne(payouts.status, "failed"),
          gte(payouts.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    const slots = PAYOUTS_PER_NUMBER_PER_DAY - (recent?.value ?? 0);
    if (slots <= 0) return [];
    const items = await payableItems(tx, userId, now);
    const planned = planHostPayouts(items, slots);
    for (const payout of planned) {
      await createPayoutIntent(
        tx,
        {
          purpose: "host_earnings",
          userId,
          amount: payout.amount,
          operator: account.operator,
          phone: account.phone,
          holderName: account.holderName,
          items: payout.items,
        },
        now,
      );
    }
    return planned;
  });
}

/** The host's payable earnings not covered yet, oldest first. */
export async function payableItems(tx: Database, userId: string, now: Date) {
  const paidBefore = new Date(now.getTime() - PAYMENT_TO_BALANCE_HOURS * 3_600_000);
  const rows = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      startDate: bookings.startDate,
      paidAt: bookings.paidAt,
      lineItems: bookings.lineItems,
      refundAmount: bookings.refundAmount,
      covered: sql<number>`coalesce((SELECT sum(i.amount) FROM ${payoutItems} i JOIN ${payouts} p ON p.id = i.payout_id
        WHERE i.booking_id = ${bookings.id} AND (p.status <> 'failed' OR p.settled_by_hand_at IS NOT NULL)), 0)::int`,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(listings.userId, userId),
        eq(bookings.paymentStatus, "completed"),
        inArray(bookings.status, ["approved", "cancelled", "rejected"]),
        lte(bookings.paidAt, paidBefore),
        lte(bookings.startDate, todayInBenin(now)),
      ),
    )
    .orderBy(bookings.startDate, bookings.id);
  const items: { bookingId: string; amount: number }[] = [];
  for (const row of rows) {
    if (!row.paidAt || earningsPayableAt({ startDate: row.startDate, paidAt: row.paidAt }) > now) continue;
    const earned =
      row.status === "approved" ? hostShare(row.lineItems) : keptAfterRefund(row.lineItems, row.refundAmount ?? 0).host;
    const amount = earned - row.covered;
    if (amount > 0) items.push({ bookingId: row.id, amount });
  }
  return items;
}
