// The administrators' money tab: the whole picture from the ledger's balances by account
// (docs/decisions/017) and from the payouts table, and the failed payouts to act on
// (retry, or mark paid by hand with a note: server/money/payout-actions.server.ts).
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { PayoutPurpose } from "#common/ledger";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, ledgerEntries, payouts, users } from "#server/db/schema";

export type MoneyFigures = {
  moneyIn: number;
  platformFees: number;
  dueToHosts: number;
  paidToHosts: number;
  refundsOwed: number;
  refundsPaid: number;
  inFlight: number;
  failed: { count: number; amount: number };
  paidByHand: number;
};

export type FailedPayout = {
  id: string;
  reference: string;
  purpose: PayoutPurpose;
  amount: number;
  operator: "mtn" | "moov";
  phone: string;
  holderName: string;
  beneficiaryEmail: string | null;
  bookingReference: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  failedAt: string | null;
};

export type MoneyTab = { figures: MoneyFigures; failed: FailedPayout[] };

/** A failed payout still to act on: not settled by hand, and no payout retrying it. */
const stillFailed = and(
  eq(payouts.status, "failed"),
  isNull(payouts.settledByHandAt),
  sql`NOT EXISTS (SELECT 1 FROM payouts retry WHERE retry.replaces_payout_id = ${payouts.id})`,
);

export async function loadMoneyTab(db: Database = getDb(), limit = 100): Promise<MoneyTab> {
  const accounts = await db
    .select({ account: ledgerEntries.account, balance: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number) })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  // Credits are negative (common/ledger.ts): what is owed or earned reads positive here (never -0).
  const owed = (name: string) => 0 - (accounts.find((row) => row.account === name)?.balance ?? 0) || 0;
  const [moneyIn] = await db
    .select({ amount: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, "fedapay_balance"),
        sql`${ledgerEntries.kind} IN ('payment_received', 'surplus_received')`,
      ),
    );
  const sent = await db
    .select({ purpose: payouts.purpose, amount: sql<number>`coalesce(sum(${payouts.amount}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(eq(payouts.status, "sent"))
    .groupBy(payouts.purpose);
  const sentFor = (purpose: PayoutPurpose) => sent.find((row) => row.purpose === purpose)?.amount ?? 0;

  const failedRows = await db
    .select({
      payout: payouts,
      beneficiaryEmail: users.email,
      bookingReference: bookings.bookingReference,
    })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.userId))
    .leftJoin(bookings, eq(bookings.id, payouts.bookingId))
    .where(stillFailed)
    .orderBy(desc(payouts.failedAt))
    .limit(limit);
  const [failedTotal] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${payouts.amount}), 0)`.mapWith(Number),
    })
    .from(payouts)
    .where(stillFailed);

  return {
    figures: {
      moneyIn: moneyIn?.amount ?? 0,
      platformFees: owed("platform_revenue"),
      dueToHosts: owed("host_payable"),
      paidToHosts: sentFor("host_earnings"),
      refundsOwed: owed("refund_payable"),
      refundsPaid: sentFor("refund"),
      inFlight: owed("payouts_in_flight"),
      failed: { count: failedTotal?.count ?? 0, amount: failedTotal?.amount ?? 0 },
      paidByHand: owed("paid_by_hand"),
    },
    failed: failedRows.map(({ payout, beneficiaryEmail, bookingReference }) => ({
      id: payout.id,
      reference: payout.reference,
      purpose: payout.purpose,
      amount: payout.amount,
      operator: payout.operator,
      phone: payout.phone,
      holderName: payout.holderName,
      beneficiaryEmail,
      bookingReference,
      errorCode: payout.lastErrorCode,
      errorMessage: payout.lastErrorMessage,
      failedAt: payout.failedAt ? payout.failedAt.toISOString() : null,
    })),
  };
}
