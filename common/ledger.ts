// The double-entry ledger's journals (docs/decisions/017). Each movement of money is a
// journal: signed whole-FCFA entries on named accounts that sum to zero. A positive amount
// is a debit (money at FedaPay grows, a debt shrinks), a negative one a credit (a debt
// grows, revenue is earned). Journals are built here from a booking's line items, never
// priced again, and written by server/money/ in the transaction of the change they record.
import { hostShare, platformRevenue, travelerTotal, type LineItem } from "./line-items";

export const LEDGER_ACCOUNTS = [
  /** Money FedaPay holds for us: payments in, payouts out. */
  "fedapay_balance",
  /** Earnings owed to hosts, not paid yet. */
  "host_payable",
  /** Refunds and surplus payments owed to travelers, not paid yet. */
  "refund_payable",
  /** Payouts FedaPay was asked to send and has not confirmed. */
  "payouts_in_flight",
  /** The platform's fees kept. */
  "platform_revenue",
  /** Debts an administrator paid by other means (a note says how). */
  "paid_by_hand",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const JOURNAL_KINDS = [
  "payment_received",
  "surplus_received",
  "booking_cancelled",
  "payout_started",
  "payout_sent",
  "payout_failed",
  "paid_by_hand",
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export type LedgerEntry = { account: LedgerAccount; amount: number };
export type Journal = { kind: JournalKind; entries: LedgerEntry[] };

/** What a payout pays: a host's earnings or a traveler's money back. */
export type PayoutPurpose = "host_earnings" | "refund";

const DEBT_OF: Record<PayoutPurpose, LedgerAccount> = {
  host_earnings: "host_payable",
  refund: "refund_payable",
};

export class UnbalancedJournalError extends Error {}

/** The journal, refused when its entries are not whole FCFA or do not sum to zero. */
function journal(kind: JournalKind, entries: LedgerEntry[]): Journal {
  const kept = entries.filter((entry) => entry.amount !== 0);
  for (const entry of kept) {
    if (!Number.isSafeInteger(entry.amount))
      throw new UnbalancedJournalError(`${kind}: ${entry.amount} is not whole FCFA`);
  }
  const sum = kept.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== 0) throw new UnbalancedJournalError(`${kind}: entries sum to ${sum}`);
  return { kind, entries: kept };
}

function positiveAmount(amount: number, name: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`${name} must be a positive whole amount`);
}

/** A booking's payment confirmed: FedaPay holds the total, owed to the host less the platform's fees. */
export function paymentReceived(lines: readonly LineItem[]): Journal {
  return journal("payment_received", [
    { account: "fedapay_balance", amount: travelerTotal(lines) },
    { account: "host_payable", amount: -hostShare(lines) },
    { account: "platform_revenue", amount: -platformRevenue(lines) },
  ]);
}

/** A payment no booking kept (a second payment, a booking already cancelled): owed back whole. */
export function surplusReceived(amount: number): Journal {
  positiveAmount(amount, "surplus");
  return journal("surplus_received", [
    { account: "fedapay_balance", amount },
    { account: "refund_payable", amount: -amount },
  ]);
}

/**
 * What a paid booking's host and platform keep once `refundAmount` goes back: what is not
 * refunded, shared in the booking's own proportions (the host's part rounded down, the
 * platform the rest), so the platform keeps its fees only on what is not refunded.
 */
export function keptAfterRefund(lines: readonly LineItem[], refundAmount: number): { host: number; platform: number } {
  const total = travelerTotal(lines);
  if (!Number.isSafeInteger(refundAmount) || refundAmount < 0 || refundAmount > total) {
    throw new RangeError(`refund ${refundAmount} outside 0…${total}`);
  }
  const kept = total - refundAmount;
  if (total === 0) return { host: 0, platform: 0 };
  const host = Math.floor((kept * hostShare(lines)) / total);
  return { host, platform: kept - host };
}

/** A paid booking cancelled: the refund is owed to the traveler, taken from the host's and platform's parts. */
export function bookingCancelled(lines: readonly LineItem[], refundAmount: number): Journal {
  const kept = keptAfterRefund(lines, refundAmount);
  return journal("booking_cancelled", [
    { account: "refund_payable", amount: -refundAmount },
    { account: "host_payable", amount: hostShare(lines) - kept.host },
    { account: "platform_revenue", amount: platformRevenue(lines) - kept.platform },
  ]);
}

/** FedaPay was asked to send a payout: the debt is now money in flight. */
export function payoutStarted(purpose: PayoutPurpose, amount: number): Journal {
  positiveAmount(amount, "payout");
  return journal("payout_started", [
    { account: DEBT_OF[purpose], amount },
    { account: "payouts_in_flight", amount: -amount },
  ]);
}

/** FedaPay sent it: the money left our balance. */
export function payoutSent(amount: number): Journal {
  positiveAmount(amount, "payout");
  return journal("payout_sent", [
    { account: "payouts_in_flight", amount },
    { account: "fedapay_balance", amount: -amount },
  ]);
}

/** FedaPay gave up: the money is owed again. */
export function payoutFailed(purpose: PayoutPurpose, amount: number): Journal {
  positiveAmount(amount, "payout");
  return journal("payout_failed", [
    { account: "payouts_in_flight", amount },
    { account: DEBT_OF[purpose], amount: -amount },
  ]);
}

/** An administrator paid a debt by other means (a note on the payout says how). */
export function paidByHand(purpose: PayoutPurpose, amount: number): Journal {
  positiveAmount(amount, "payment by hand");
  return journal("paid_by_hand", [
    { account: DEBT_OF[purpose], amount },
    { account: "paid_by_hand", amount: -amount },
  ]);
}

/** Each account's balance over these entries (accounts never touched read 0). */
export function balances(entries: readonly LedgerEntry[]): Record<LedgerAccount, number> {
  const result = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
  for (const entry of entries) result[entry.account] += entry.amount;
  return result;
}
