// A booking's lifecycle, declared whole: its states, the transitions between them (who may
// fire each, what each does to the listing's calendar, which side effects it asks for) and
// every question the pages and the server ask about a state. Pure: the server applies a
// transition as one guarded UPDATE (server/bookings/booking-lifecycle.server.ts) and runs
// the effects named here (server/bookings/booking-effects.server.ts); the pages only ask.
//
//   (create) ──► onHold ──expireHold──► expired
//                  │  ▲   │                │
//                  │  └───┼──renewHold─────┘   (the calendar decides: the dates may be taken)
//                  │      └──cancelUnpaid──► cancelledUnpaid
//                  └─confirmPayment─► confirmed ──cancelPaid / cancelByHost / cancelByAdmin──► cancelledPaid
//   expired or cancelledUnpaid, then paid and the dates are gone ──refusePaidBooking──► refused
//
//   On a listing booked on request (its booking rules, common/rules/booking-rules.ts):
//   (request) ──► requested ──acceptRequest (host, 24 h)──► onHold (12 h to pay, then as above)
//                     ├──declineRequest (host)──► declined
//                     ├──expireRequest (24 h passed)──► requestExpired
//                     └──cancelUnpaid (traveler)──► cancelledUnpaid
//
// A state is the pair (status, payment_status) of the bookings table. payment_status only
// ever moves pending → completed; the only way back in status is a hold renewed
// (expired → pending), which the calendar allows only while the dates are free.
import { todayInBenin } from "#common/dates";

export const BOOKING_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "expired",
  "requested",
  "declined",
  "request_expired",
] as const;
export const PAYMENT_STATUSES = ["pending", "completed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type BookingState = { status: BookingStatus; paymentStatus: PaymentStatus };

/**
 * Who fires a transition.
 * - traveler: the person who booked (ownership is checked by the caller, before).
 * - host: the host of the booking's listing (checked by the caller, before).
 * - system: the server alone, after reading the payment back from FedaPay (webhook or the
 *   status check of the result page) or from the clock (hold expiry job).
 * - admin: an administrator, from the dashboard, with a reason (server/admin/admin-cancel-booking).
 */
export const BOOKING_ACTORS = ["traveler", "host", "system", "admin"] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** What a transition does to the listing's calendar row of the booking. */
export type CalendarEffect = "hold" | "release" | "keep";

/**
 * The side effects a transition asks for, run by the server in the same transaction
 * (server/bookings/booking-effects.server.ts holds one handler per name).
 * - withdrawAccessInstructions: the stay will not happen, so the access-instructions
 *   e-mail still waiting in the outbox must never go out (no door codes for it).
 * - announceConfirmedBooking: the confirmation e-mails (traveler, host, access
 *   instructions 48 h before arrival) and the notifications of a paid booking.
 * - announceCancellation: the host is told a paid booking was cancelled.
 * - announceRefundOwed: the administrators are told a refund is owed (when one is).
 * - recordPayment: the payment written to the ledger (docs/decisions/017).
 * - recordRefundOwed: the refund owed written to the ledger, taken from the host's and the
 *   platform's parts (when one is owed).
 * - startRefund: the refund's payouts to the number that paid, stored as intents the
 *   payout job sends (when one is owed; after recordRefundOwed).
 * - announceRequestAccepted / announceRequestDeclined / announceRequestExpired: the
 *   traveler (and, when 24 h passed, the host too) told by e-mail and notification what
 *   became of a request to book.
 * - announceAcceptedRequestLapsed: an accepted request was not paid within its 12 h: both
 *   sides told (only for a booking made on request; an instant hold lapses silently).
 * - announceRequestWithdrawn: the traveler gave up a booking made on request (waiting or
 *   accepted): its host is told (nothing for an instant hold, as before).
 */
export const BOOKING_EFFECTS = [
  "recordPayment",
  "recordRefundOwed",
  "startRefund",
  "withdrawAccessInstructions",
  "announceConfirmedBooking",
  "announceCancellation",
  "announceRefundOwed",
  "announceRequestAccepted",
  "announceRequestDeclined",
  "announceRequestExpired",
  "announceAcceptedRequestLapsed",
  "announceRequestWithdrawn",
] as const;
export type BookingEffect = (typeof BOOKING_EFFECTS)[number];

/** Guards checked in the UPDATE itself, on top of the source state (see the server module). */
export type BookingGuard = "stillPayable";

/** How long an unpaid booking holds its dates. */
export const HOLD_MINUTES = 30;
/** How long the host has to accept or decline a request to book (it holds the dates meanwhile). */
export const REQUEST_ANSWER_HOURS = 24;
/** How long the traveler has to pay once the host accepted. */
export const ACCEPTED_PAYMENT_HOURS = 12;

/**
 * Payment attempts (payment_transactions rows) a booking may have; the next one is refused.
 * Each attempt renews the 30-minute hold, so without a cap a traveler could keep dates
 * blocked forever by clicking "Payer" every half hour.
 */
export const MAX_PAYMENT_ATTEMPTS = 3;

const state = (status: BookingStatus, paymentStatus: PaymentStatus): BookingState => ({ status, paymentStatus });

/** Every state a booking can be in; any other pair of the two columns is not a state. */
export const BOOKING_STATES = {
  /** Unpaid, its dates held for HOLD_MINUTES. */
  onHold: state("pending", "pending"),
  /** Unpaid, the hold ran out: the dates are free again, paying must win them back. */
  expired: state("expired", "pending"),
  /** Paid and confirmed (a completed payment confirms the booking). */
  confirmed: state("approved", "completed"),
  cancelledUnpaid: state("cancelled", "pending"),
  cancelledPaid: state("cancelled", "completed"),
  /** Paid after it was cancelled or its dates were taken: nothing booked, refund owed. */
  refused: state("rejected", "completed"),
  /** A request to book waiting for the host's answer (REQUEST_ANSWER_HOURS); it holds its dates. */
  requested: state("requested", "pending"),
  /** The host declined the request: the dates are free again. */
  declined: state("declined", "pending"),
  /** The host did not answer in time: the dates are free again. */
  requestExpired: state("request_expired", "pending"),
} as const satisfies Record<string, BookingState>;

/** A new booking is unpaid and holds its dates, created by its traveler. */
export const INITIAL_STATE = BOOKING_STATES.onHold;
/** A booking on a listing booked on request starts as a request, holding its dates. */
export const REQUEST_INITIAL_STATE = BOOKING_STATES.requested;

export type BookingTransition = {
  from: readonly BookingState[];
  to: BookingState;
  by: readonly BookingActor[];
  calendar: CalendarEffect;
  guard?: BookingGuard;
  effects: readonly BookingEffect[];
};

const { onHold, expired, confirmed, cancelledUnpaid, cancelledPaid, refused, requested, declined, requestExpired } =
  BOOKING_STATES;

export const TRANSITIONS = {
  /**
   * Paying (again): a booking on hold gets a fresh 30 minutes, an expired one must win its
   * dates back. Never once the stay's first day is past (Benin time), and only while the
   * booking has fewer than MAX_PAYMENT_ATTEMPTS attempts (the stillPayable guard).
   */
  renewHold: {
    from: [onHold, expired],
    to: onHold,
    by: ["traveler"],
    calendar: "hold",
    guard: "stillPayable",
    effects: [],
  },
  /**
   * The hold ran out without payment (30 minutes, or 12 h after a request was accepted):
   * the dates are free again.
   */
  expireHold: {
    from: [onHold],
    to: expired,
    by: ["system"],
    calendar: "release",
    effects: ["withdrawAccessInstructions", "announceAcceptedRequestLapsed"],
  },
  /** The host accepts a request: it becomes an unpaid hold the traveler pays within ACCEPTED_PAYMENT_HOURS. */
  acceptRequest: {
    from: [requested],
    to: onHold,
    by: ["host"],
    calendar: "keep",
    effects: ["announceRequestAccepted"],
  },
  /** The host declines a request: the dates are free again. */
  declineRequest: {
    from: [requested],
    to: declined,
    by: ["host"],
    calendar: "release",
    effects: ["withdrawAccessInstructions", "announceRequestDeclined"],
  },
  /** REQUEST_ANSWER_HOURS passed without the host's answer: the dates are free again. */
  expireRequest: {
    from: [requested],
    to: requestExpired,
    by: ["system"],
    calendar: "release",
    effects: ["withdrawAccessInstructions", "announceRequestExpired"],
  },
  /** FedaPay says paid (read back by the server, amount and reference checked). */
  confirmPayment: {
    from: [onHold, expired],
    to: confirmed,
    by: ["system"],
    calendar: "hold",
    effects: ["recordPayment", "announceConfirmedBooking"],
  },
  /** Paid, but the booking had been cancelled or its dates were taken meanwhile: refund owed. */
  refusePaidBooking: {
    from: [expired, cancelledUnpaid],
    to: refused,
    by: ["system"],
    calendar: "keep",
    effects: ["recordPayment", "recordRefundOwed", "startRefund", "withdrawAccessInstructions", "announceRefundOwed"],
  },
  /** The traveler gives up an unpaid booking, or withdraws a request. */
  cancelUnpaid: {
    from: [onHold, expired, requested],
    to: cancelledUnpaid,
    by: ["traveler"],
    calendar: "release",
    effects: ["withdrawAccessInstructions", "announceRequestWithdrawn"],
  },
  /** Refund per the policy stored on the booking at creation (common/cancellation.ts). */
  cancelPaid: {
    from: [confirmed],
    to: cancelledPaid,
    by: ["traveler"],
    calendar: "release",
    effects: [
      "recordRefundOwed",
      "startRefund",
      "withdrawAccessInstructions",
      "announceCancellation",
      "announceRefundOwed",
    ],
  },
  /** The host cancels a confirmed booking: the traveler is refunded in full (decisions, money out). */
  cancelByHost: {
    from: [confirmed],
    to: cancelledPaid,
    by: ["host"],
    calendar: "release",
    effects: [
      "recordRefundOwed",
      "startRefund",
      "withdrawAccessInstructions",
      "announceCancellation",
      "announceRefundOwed",
    ],
  },
  /**
   * An administrator cancels a confirmed booking (issue 16): the traveler is refunded in
   * full, as when its host cancels; the reason is kept in admin_actions.
   */
  cancelByAdmin: {
    from: [confirmed],
    to: cancelledPaid,
    by: ["admin"],
    calendar: "release",
    effects: [
      "recordRefundOwed",
      "startRefund",
      "withdrawAccessInstructions",
      "announceCancellation",
      "announceRefundOwed",
    ],
  },
} as const satisfies Record<string, BookingTransition>;

export type BookingEvent = keyof typeof TRANSITIONS;
export const BOOKING_EVENTS = Object.keys(TRANSITIONS) as BookingEvent[];

/** The declaration of `event`, widened (optional fields readable whatever the event). */
export function ruleOf(event: BookingEvent): BookingTransition {
  return TRANSITIONS[event];
}

export function sameState(a: BookingState, b: BookingState): boolean {
  return a.status === b.status && a.paymentStatus === b.paymentStatus;
}

/** Whether `event` may move a booking in `current` state (for showing buttons). */
export function canFire(event: BookingEvent, current: BookingState): boolean {
  return ruleOf(event).from.some((from) => sameState(from, current));
}

/** Whether `actor` is one of those allowed to fire `event`. */
export function mayFire(event: BookingEvent, actor: BookingActor): boolean {
  return ruleOf(event).by.includes(actor);
}

/** No transition leaves this state: it is final. */
export function isTerminal(current: BookingState): boolean {
  return !BOOKING_EVENTS.some((event) => canFire(event, current));
}

// ---- The named questions about a state (and, where time matters, its dates and `now`).

/** Unpaid and holding its dates: the payment page counts down its hold. */
export function isOnHold(booking: BookingState): boolean {
  return sameState(booking, onHold);
}

/** The hold is still running at `now` (it may lapse before the expiry job passes). */
export function isHoldActive(booking: BookingState & { holdExpiresAt: Date | string | null }, now: Date): boolean {
  return isOnHold(booking) && booking.holdExpiresAt !== null && new Date(booking.holdExpiresAt) > now;
}

/** The state in which paying is possible at all: unpaid, on hold or expired (see `isPayable`). */
export function isAwaitingPayment(booking: BookingState): boolean {
  return canFire("renewHold", booking);
}

/** The traveler's money was received (whatever became of the booking since). */
export function isPaid(booking: BookingState): boolean {
  return booking.paymentStatus === "completed";
}

/** Paid and confirmed: the stay takes place. */
export function isConfirmed(booking: BookingState): boolean {
  return sameState(booking, confirmed);
}

/** The stay will not happen (cancelled, refused, expired, declined): its access instructions must not go out. */
export function isEnded(booking: BookingState): boolean {
  return (
    booking.status === "cancelled" ||
    booking.status === "rejected" ||
    booking.status === "expired" ||
    booking.status === "declined" ||
    booking.status === "request_expired"
  );
}

/** A request to book waiting for the host's answer. */
export function isRequested(booking: BookingState): boolean {
  return sameState(booking, requested);
}

/** The host may accept or decline it (its 24 h may lapse before the job passes: see isRequestOpen). */
export function isAnswerableByHost(booking: BookingState): boolean {
  return canFire("acceptRequest", booking);
}

/** The request still waits for the host at `now` (its deadline is hold_expires_at). */
export function isRequestOpen(booking: BookingState & { holdExpiresAt: Date | string | null }, now: Date): boolean {
  return isRequested(booking) && booking.holdExpiresAt !== null && new Date(booking.holdExpiresAt) > now;
}

/** A request the host declined or let lapse: the pages say which. */
export function isRequestRefused(booking: BookingState): boolean {
  return sameState(booking, declined) || sameState(booking, requestExpired);
}

/** The booking has a row in the listing's calendar: its dates are taken. */
export function holdsDates(booking: BookingState): boolean {
  return isOnHold(booking) || isConfirmed(booking) || isRequested(booking);
}

/** Hosts see the requests and holds on their listings and every paid booking, not what never went further. */
export function isShownToHost(booking: BookingState): boolean {
  return isRequested(booking) || isOnHold(booking) || isPaid(booking);
}

/** Contact details (the other side's e-mail and phone) only once paid: no harvesting through holds. */
export function showsContactDetails(booking: BookingState): boolean {
  return isPaid(booking);
}

/**
 * The listing's street address shows on its page to its traveler once paid and while the
 * stay takes place (the access e-mail gives it too); before that, the city only
 * (docs/decisions/014-private-listing-addresses.md).
 */
export function revealsListingAddress(booking: BookingState): boolean {
  return isConfirmed(booking);
}

type Dated = BookingState & { startDate: string; endDate: string };

/** The traveler may review a confirmed stay once it has ended (its end date reached, Benin time). */
export function isReviewable(booking: Dated, now: Date): boolean {
  return isConfirmed(booking) && booking.endDate <= todayInBenin(now);
}

/** Which cancellation a traveler's "Annuler" fires from this state. */
export function cancellationEvent(booking: BookingState): "cancelPaid" | "cancelUnpaid" {
  return isPaid(booking) ? "cancelPaid" : "cancelUnpaid";
}

/** The traveler may cancel: the state allows it and the stay has not ended (history is not cancelled). */
export function isCancellableByTraveler(booking: Dated, now: Date): boolean {
  return canFire(cancellationEvent(booking), booking) && booking.endDate > todayInBenin(now);
}

// ---- Payability: whether an unpaid booking may still be paid. Two limits come on top of
// the state: a stay whose first day is already past (Benin time) cannot be paid any more,
// and the attempts are capped (MAX_PAYMENT_ATTEMPTS). The server checks the same two in
// the renewHold UPDATE, so no race slips past them.

export type PaymentBlock = "dates_past" | "too_many_attempts";
type Payable = BookingState & { startDate: string; paymentAttempts: number };

/** Why the booking can no longer be paid, or null if it can (state aside: see `isPayable`). */
export function paymentBlock(booking: Payable, now: Date): PaymentBlock | null {
  if (booking.startDate < todayInBenin(now)) return "dates_past";
  if (booking.paymentAttempts >= MAX_PAYMENT_ATTEMPTS) return "too_many_attempts";
  return null;
}

/** Whether the pages should offer to pay: awaiting payment, and no block. */
export function isPayable(booking: Payable, now: Date): boolean {
  return isAwaitingPayment(booking) && paymentBlock(booking, now) === null;
}
