// A surplus payment, declared whole: money a payer sent that no booking kept, owed back to
// the number that paid it (table surplus_payments, one row per FedaPay transaction).
//
//   (recorded) ──► owed ──markPaid──► paid
//
// A booking keeps one payment: the one that confirmed it (or, once it could not be
// confirmed, the one its own refund gives back: common/lifecycles/refund.ts). Any other
// payment approved for it is a surplus, recorded by the server when FedaPay's answer is
// applied (server/payments/apply-provider-status.server.ts), never answered "completed".
// Administrators are told and see what is owed; markPaid is the step the money-out work
// fires once the payout to that number is sent.
import { isConfirmed, isPaid, type BookingState } from "./booking";

export const SURPLUS_STATUSES = ["owed", "paid"] as const;
export type SurplusStatus = (typeof SURPLUS_STATUSES)[number];

/**
 * Why the payment was not kept.
 * - already_paid: the booking had been paid by another transaction (it is confirmed).
 * - booking_cancelled: the booking had been paid by another transaction and was then
 *   cancelled or refused (its own refund covers that other payment, not this one).
 * - superseded: the traveler replaced this checkout by a newer one (another operator or
 *   number) before it was approved; the newer one is the booking's payment.
 * - not_confirmable: the booking was in no state a payment can confirm or refuse.
 */
export const SURPLUS_REASONS = ["already_paid", "booking_cancelled", "superseded", "not_confirmable"] as const;
export type SurplusReason = (typeof SURPLUS_REASONS)[number];

/** system: the server, from FedaPay's answer, or from a payout read back from FedaPay. */
export const SURPLUS_ACTORS = ["system"] as const;
export type SurplusActor = (typeof SURPLUS_ACTORS)[number];

/** A surplus is recorded as owed: the money is the payer's from the start. */
export const SURPLUS_INITIAL_STATE: SurplusStatus = "owed";

type SurplusRule = { from: readonly SurplusStatus[]; to: SurplusStatus; by: readonly SurplusActor[] };

export const SURPLUS_TRANSITIONS = {
  /** The money reached the payer (the payout to the number that paid is sent). */
  markPaid: { from: ["owed"], to: "paid", by: ["system"] },
} as const satisfies Record<string, SurplusRule>;

export type SurplusEvent = keyof typeof SURPLUS_TRANSITIONS;
export const SURPLUS_EVENTS = Object.keys(SURPLUS_TRANSITIONS) as SurplusEvent[];

function ruleOf(event: SurplusEvent): SurplusRule {
  return SURPLUS_TRANSITIONS[event];
}

export function canFireSurplus(event: SurplusEvent, current: SurplusStatus): boolean {
  return ruleOf(event).from.includes(current);
}

export function mayFireSurplus(event: SurplusEvent, actor: SurplusActor): boolean {
  return ruleOf(event).by.includes(actor);
}

/** The payer is waiting for this money: shown to the administrators. */
export function isSurplusOwed(status: SurplusStatus): boolean {
  return status === "owed";
}

/**
 * Why a payment approved for a booking in this state is a surplus: the booking was paid
 * by another transaction (confirmed, or cancelled or refused since), or the transaction
 * was replaced by a newer checkout. Null: the payment is the booking's to confirm or
 * refuse (common/lifecycles/booking.ts).
 */
export function surplusReason(booking: BookingState, transaction: { superseded: boolean }): SurplusReason | null {
  if (isPaid(booking)) return isConfirmed(booking) ? "already_paid" : "booking_cancelled";
  return transaction.superseded ? "superseded" : null;
}
