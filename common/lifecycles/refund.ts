// A booking's refund, declared whole: bookings.refund_status with refund_amount beside it.
//
//   none ──owe──► owed ──markPaid──► paid
//
// The column is empty until the booking is cancelled or refused, which reads as "none":
// nothing to give back. The booking's own transitions decide it (common/lifecycles/
// booking.ts): cancelling a paid booking owes what the policy gives (refundOnCancellation),
// a payment that arrives for a booking that could not be confirmed owes the whole total.
// Administrators are told (the announceRefundOwed effect) and, for now, pay it back by
// hand; markPaid is the step the money-out work fires once the payout to the number that
// paid is sent ("Money goes out as reliably as it comes in"). One refund per booking: any
// further payment the booking received is a surplus with its own record (surplus-payment.ts).
export const REFUND_STATUSES = ["none", "owed", "paid"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** system: the server, from a booking's transition or from a payout read back from FedaPay. */
export const REFUND_ACTORS = ["system"] as const;
export type RefundActor = (typeof REFUND_ACTORS)[number];

/** Nothing is owed until a booking's transition says so. */
export const REFUND_INITIAL_STATE: RefundStatus = "none";

type RefundRule = { from: readonly RefundStatus[]; to: RefundStatus; by: readonly RefundActor[] };

export const REFUND_TRANSITIONS = {
  /** A paid booking is cancelled within its policy, or paid once it could no longer be confirmed. */
  owe: { from: ["none"], to: "owed", by: ["system"] },
  /** The money reached the traveler (the refund's payout is sent). */
  markPaid: { from: ["owed"], to: "paid", by: ["system"] },
} as const satisfies Record<string, RefundRule>;

export type RefundEvent = keyof typeof REFUND_TRANSITIONS;
export const REFUND_EVENTS = Object.keys(REFUND_TRANSITIONS) as RefundEvent[];

function ruleOf(event: RefundEvent): RefundRule {
  return REFUND_TRANSITIONS[event];
}

/** The column as a state: empty means nothing to refund. */
export function refundState(column: RefundStatus | null | undefined): RefundStatus {
  return column ?? REFUND_INITIAL_STATE;
}

export function canFireRefund(event: RefundEvent, current: RefundStatus | null): boolean {
  return ruleOf(event).from.includes(refundState(current));
}

export function mayFireRefund(event: RefundEvent, actor: RefundActor): boolean {
  return ruleOf(event).by.includes(actor);
}

/** What a cancellation leaves: owed when the policy gives something back, else nothing. */
export function refundOnCancellation(refundAmount: number): RefundStatus {
  return refundAmount > 0 ? REFUND_TRANSITIONS.owe.to : REFUND_INITIAL_STATE;
}

/** The traveler is waiting for money: shown to them and to the administrators. */
export function isRefundOwed(column: RefundStatus | null | undefined): boolean {
  return refundState(column) === "owed";
}

/** The refund reached the traveler. */
export function isRefunded(column: RefundStatus | null | undefined): boolean {
  return refundState(column) === "paid";
}
