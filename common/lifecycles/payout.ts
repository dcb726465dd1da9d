// A payout's lifecycle (money out: a host's earnings, a traveler's refund), declared whole
// before any code sends one, so that the money-out work only adds rows. The states are
// FedaPay's (fedapay.md §8: its payout docs and Node SDK): a created payout is pending,
// nothing is sent until it is started; FedaPay then reports it started, processing, and
// finally sent or failed. FedaPay's full set of statuses is not documented: one we do not
// know reads as still in progress (nothing moves, the payout is asked about again later).
//
//   (create) ──► pending ──start──► started ──process──► processing
//                   │                  │                     │
//                   └──────────────────┴──send / fail────────┴──► sent | failed
//
// A failed payout stays failed: paying the intent again is a new payout with its own
// reference (never a second call for the same one). Statuses only move
// forward, and FedaPay may skip a step (a payout started "now" can answer sent at once).
export const PAYOUT_STATUSES = ["pending", "started", "processing", "sent", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * - system: our server (it stores the intent, creates the payout, starts it).
 * - provider: FedaPay, as read back by our server (webhook or status check), never as a
 *   webhook body taken on trust.
 */
export const PAYOUT_ACTORS = ["system", "provider"] as const;
export type PayoutActor = (typeof PAYOUT_ACTORS)[number];

/** Created by the server, stored before FedaPay is called. */
export const PAYOUT_INITIAL_STATE: PayoutStatus = "pending";

type PayoutRule = { from: readonly PayoutStatus[]; to: PayoutStatus; by: readonly PayoutActor[] };

export const PAYOUT_TRANSITIONS = {
  /** The server asked FedaPay to send it (PUT /v1/payouts/start), or FedaPay reports it started. */
  start: { from: ["pending"], to: "started", by: ["system", "provider"] },
  /** FedaPay is sending it to the operator. */
  process: { from: ["pending", "started"], to: "processing", by: ["provider"] },
  /** The money reached the mobile-money account. */
  send: { from: ["pending", "started", "processing"], to: "sent", by: ["provider"] },
  /** FedaPay gave up (last_error_code says why). */
  fail: { from: ["pending", "started", "processing"], to: "failed", by: ["provider"] },
} as const satisfies Record<string, PayoutRule>;

export type PayoutEvent = keyof typeof PAYOUT_TRANSITIONS;
export const PAYOUT_EVENTS = Object.keys(PAYOUT_TRANSITIONS) as PayoutEvent[];

function ruleOf(event: PayoutEvent): PayoutRule {
  return PAYOUT_TRANSITIONS[event];
}

export function canFirePayout(event: PayoutEvent, current: PayoutStatus): boolean {
  return ruleOf(event).from.includes(current);
}

export function mayFirePayout(event: PayoutEvent, actor: PayoutActor): boolean {
  return ruleOf(event).by.includes(actor);
}

/** FedaPay's status as one of ours, or null for one we do not know (still in progress). */
export function readPayoutStatus(providerStatus: string): PayoutStatus | null {
  return (PAYOUT_STATUSES as readonly string[]).includes(providerStatus) ? (providerStatus as PayoutStatus) : null;
}

/**
 * The event that brings a payout from `current` to what FedaPay now reports, or null when
 * nothing moves: the same status, an unknown one, or one that would go backward.
 */
export function eventFromProvider(current: PayoutStatus, providerStatus: string): PayoutEvent | null {
  const next = readPayoutStatus(providerStatus);
  if (!next) return null;
  return PAYOUT_EVENTS.find((event) => ruleOf(event).to === next && canFirePayout(event, current)) ?? null;
}

// ---- The named questions about a payout's state (taking FedaPay's text as it comes).

/** Sent: the money is with the beneficiary. */
export function isPayoutSent(status: string): boolean {
  return readPayoutStatus(status) === "sent";
}

/** Failed: nothing was paid; the intent needs a new payout. */
export function isPayoutFailed(status: string): boolean {
  return readPayoutStatus(status) === "failed";
}

/** Settled one way or the other: no transition leaves it. */
export function isPayoutFinal(status: string): boolean {
  const known = readPayoutStatus(status);
  return known !== null && !PAYOUT_EVENTS.some((event) => canFirePayout(event, known));
}

/** Still under way (an unknown status included): ask FedaPay again later, never pay the intent twice. */
export function isPayoutInProgress(status: string): boolean {
  return !isPayoutFinal(status);
}
