// When a host's earnings can be paid, and how they are grouped into payouts (decisions,
// "Money goes out as reliably as it comes in"; fedapay.md §8 for FedaPay's own limits).
import { arrivalInstant } from "./cancellation";

const HOUR_MS = 3_600_000;

/** Earnings become due this long after the arrival (or the vehicle's pick-up). */
export const EARNINGS_DUE_AFTER_ARRIVAL_HOURS = 24;
/** FedaPay moves a payment to the balance about 72 h after it was approved. */
export const PAYMENT_TO_BALANCE_HOURS = 72;
/** FedaPay's cap on one payout, in FCFA. */
export const PAYOUT_CAP = 1_000_000;
/** FedaPay sends at most this many payouts to one number within 24 hours. */
export const PAYOUTS_PER_NUMBER_PER_DAY = 3;
/** A changed payout number holds the host's payouts this long. */
export const PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS = 48;

/** The instant a booking's earnings become due: 24 h after the arrival at 14:00 in Benin. */
export function earningsDueAt(startDate: string): Date {
  return new Date(arrivalInstant(startDate).getTime() + EARNINGS_DUE_AFTER_ARRIVAL_HOURS * HOUR_MS);
}

/** The instant they can be paid: due, and the payment at least 72 h old (in FedaPay's balance). */
export function earningsPayableAt({ startDate, paidAt }: { startDate: string; paidAt: Date }): Date {
  const due = earningsDueAt(startDate).getTime();
  const inBalance = paidAt.getTime() + PAYMENT_TO_BALANCE_HOURS * HOUR_MS;
  return new Date(Math.max(due, inBalance));
}

/** Until when a payout number changed at `changedAt` holds payouts. */
export function payoutAccountHeldUntil(changedAt: Date): Date {
  return new Date(changedAt.getTime() + PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS * HOUR_MS);
}

export type DueItem = { bookingId: string; amount: number };
export type PlannedPayout = { amount: number; items: DueItem[] };

/**
 * A host's payable earnings as at most `slots` payouts of at most `cap` each, in the order
 * given (oldest first). A booking larger than the cap is split across payouts; what does
 * not fit waits for the next day. Returns the payouts to create now.
 */
export function planHostPayouts(items: readonly DueItem[], slots: number, cap: number = PAYOUT_CAP): PlannedPayout[] {
  if (!Number.isSafeInteger(cap) || cap <= 0) throw new RangeError("cap must be a positive whole amount");
  const planned: PlannedPayout[] = [];
  let current: PlannedPayout | undefined;
  for (const item of items) {
    if (!Number.isSafeInteger(item.amount) || item.amount < 0) throw new RangeError(`bad amount for ${item.bookingId}`);
    let left = item.amount;
    while (left > 0) {
      if (!current || current.amount === cap) {
        if (planned.length === slots) return planned;
        current = { amount: 0, items: [] };
        planned.push(current);
      }
      const part = Math.min(left, cap - current.amount);
      current.amount += part;
      current.items.push({ bookingId: item.bookingId, amount: part });
      left -= part;
    }
  }
  return planned;
}
