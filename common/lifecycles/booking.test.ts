import { describe, expect, it } from "vitest";
import { hasCycle, reachableFrom, type Edge } from "#tests/support/state-graph";
import {
  BOOKING_ACTORS,
  BOOKING_EVENTS,
  BOOKING_STATES,
  BOOKING_STATUSES,
  canFire,
  cancellationEvent,
  holdsDates,
  HOLD_MINUTES,
  INITIAL_STATE,
  isAnswerableByHost,
  isAwaitingPayment,
  isCancellableByTraveler,
  isConfirmed,
  isEnded,
  isHoldActive,
  isOnHold,
  isPaid,
  isPayable,
  isReviewable,
  isShownToHost,
  isTerminal,
  MAX_PAYMENT_ATTEMPTS,
  mayFire,
  PAYMENT_STATUSES,
  paymentBlock,
  REQUEST_INITIAL_STATE,
  isRequested,
  isRequestOpen,
  isRequestRefused,
  ruleOf,
  sameState,
  revealsListingAddress,
  showsContactDetails,
  TRANSITIONS,
  type BookingState,
} from "./booking";

const key = (state: BookingState) => `${state.status}/${state.paymentStatus}`;
const states = Object.entries(BOOKING_STATES) as [keyof typeof BOOKING_STATES, BookingState][];
const edges: Edge[] = BOOKING_EVENTS.flatMap((event) =>
  ruleOf(event).from.map((from) => ({ event, from: key(from), to: key(ruleOf(event).to) })),
);
const isState = (candidate: BookingState) => states.some(([, state]) => sameState(state, candidate));

describe("the booking lifecycle's graph", () => {
  it("reaches every state from the two initial ones (pending/pending, and requested/pending on request)", () => {
    expect(key(INITIAL_STATE)).toBe("pending/pending");
    expect(key(REQUEST_INITIAL_STATE)).toBe("requested/pending");
    const reached = new Set([
      ...reachableFrom(key(INITIAL_STATE), edges),
      ...reachableFrom(key(REQUEST_INITIAL_STATE), edges),
    ]);
    expect([...reached].sort()).toEqual(states.map(([, state]) => key(state)).sort());
    // A request reaches the instant booking's states only through the host's acceptance.
    expect(reachableFrom(key(INITIAL_STATE), edges).has(key(REQUEST_INITIAL_STATE))).toBe(false);
  });

  it("moves only between declared states; no other pair of the two columns is a state", () => {
    for (const edge of edges) {
      expect(states.map(([, state]) => key(state))).toContain(edge.from);
      expect(states.map(([, state]) => key(state))).toContain(edge.to);
    }
    for (const status of BOOKING_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        const pair = { status, paymentStatus };
        if (isState(pair)) continue;
        for (const event of BOOKING_EVENTS) expect(canFire(event, pair)).toBe(false);
      }
    }
  });

  it("fires each transition from its declared sources only", () => {
    for (const event of BOOKING_EVENTS) {
      for (const [, state] of states) {
        expect(canFire(event, state), `${event} from ${key(state)}`).toBe(
          ruleOf(event).from.some((from) => sameState(from, state)),
        );
      }
    }
  });

  it("checks every transition's actors: each has at least one, and no other may fire it", () => {
    const allowed = Object.fromEntries(BOOKING_EVENTS.map((event) => [event, ruleOf(event).by]));
    expect(allowed).toEqual({
      renewHold: ["traveler"],
      expireHold: ["system"],
      confirmPayment: ["system"],
      refusePaidBooking: ["system"],
      cancelUnpaid: ["traveler"],
      cancelPaid: ["traveler"],
      cancelByHost: ["host"],
      cancelByAdmin: ["admin"],
      acceptRequest: ["host"],
      declineRequest: ["host"],
      expireRequest: ["system"],
    });
    for (const event of BOOKING_EVENTS) {
      for (const actor of BOOKING_ACTORS) expect(mayFire(event, actor)).toBe(ruleOf(event).by.includes(actor));
    }
  });

  it("has four terminal states, cancelled after payment, refused, and a request declined or lapsed, with no way out", () => {
    const terminal = states.filter(([, state]) => isTerminal(state)).map(([name]) => name);
    expect(terminal.sort()).toEqual(["cancelledPaid", "declined", "refused", "requestExpired"]);
    for (const edge of edges) expect(terminal.map((name) => key(BOOKING_STATES[name]))).not.toContain(edge.from);
  });

  it("never moves payment_status back: once paid, every move stays paid", () => {
    for (const event of BOOKING_EVENTS) {
      for (const from of ruleOf(event).from) {
        if (isPaid(from)) expect(isPaid(ruleOf(event).to), `${event} from ${key(from)}`).toBe(true);
      }
    }
  });

  it("never moves a status back, except a hold renewed (the only circle, and only into the hold)", () => {
    expect(hasCycle(edges)).toBe(true);
    expect(hasCycle(edges.filter((edge) => edge.event !== "renewHold"))).toBe(false);
    expect(TRANSITIONS.renewHold.to).toEqual(BOOKING_STATES.onHold);
    expect(TRANSITIONS.renewHold.from.every((from) => !isPaid(from))).toBe(true);
  });

  it("withdraws the access instructions on every move into an ended state, and only then", () => {
    for (const event of BOOKING_EVENTS) {
      const rule = ruleOf(event);
      expect(rule.effects.includes("withdrawAccessInstructions"), event).toBe(isEnded(rule.to));
    }
  });

  it("announces a confirmation, a cancellation and every refund that can be owed", () => {
    expect(TRANSITIONS.confirmPayment.effects).toContain("announceConfirmedBooking");
    expect(TRANSITIONS.cancelPaid.effects).toContain("announceCancellation");
    expect(TRANSITIONS.cancelByHost.effects).toContain("announceCancellation");
    expect(TRANSITIONS.cancelByAdmin.effects).toContain("announceCancellation");
    // A refund can be owed only when money came in: every move into a paid, ended state says so.
    for (const event of BOOKING_EVENTS) {
      const rule = ruleOf(event);
      expect(rule.effects.includes("announceRefundOwed"), event).toBe(isPaid(rule.to) && isEnded(rule.to));
    }
    expect(TRANSITIONS.renewHold.effects).toEqual([]);
  });

  it("keeps the calendar in step with the states that hold dates", () => {
    expect(holdsDates(INITIAL_STATE)).toBe(true);
    for (const event of BOOKING_EVENTS) {
      const rule = ruleOf(event);
      if (rule.calendar === "hold") expect(holdsDates(rule.to), event).toBe(true);
      if (rule.calendar === "release") {
        expect(holdsDates(rule.to), event).toBe(false);
        expect(rule.from.some(holdsDates), event).toBe(true);
      }
      if (rule.calendar === "keep") {
        for (const from of rule.from) expect(holdsDates(from), event).toBe(holdsDates(rule.to));
      }
    }
  });

  it("guards only the renewal of a hold (the dates and the attempts)", () => {
    expect(BOOKING_EVENTS.filter((event) => ruleOf(event).guard)).toEqual(["renewHold"]);
    expect(HOLD_MINUTES).toBe(30);
    expect(MAX_PAYMENT_ATTEMPTS).toBe(3);
  });
});

describe("the named questions about a booking's state", () => {
  // onHold, awaitingPayment, paid, confirmed, ended, holdsDates, shownToHost, contactDetails
  const table: Record<keyof typeof BOOKING_STATES, boolean[]> = {
    onHold: [true, true, false, false, false, true, true, false],
    expired: [false, true, false, false, true, false, false, false],
    confirmed: [false, false, true, true, false, true, true, true],
    cancelledUnpaid: [false, false, false, false, true, false, false, false],
    cancelledPaid: [false, false, true, false, true, false, true, true],
    refused: [false, false, true, false, true, false, true, true],
    requested: [false, false, false, false, false, true, true, false],
    declined: [false, false, false, false, true, false, false, false],
    requestExpired: [false, false, false, false, true, false, false, false],
  };
  it.each(states)("answers for %s", (name, state) => {
    const answers = [
      isOnHold(state),
      isAwaitingPayment(state),
      isPaid(state),
      isConfirmed(state),
      isEnded(state),
      holdsDates(state),
      isShownToHost(state),
      showsContactDetails(state),
    ];
    expect(answers).toEqual(table[name]);
    expect(cancellationEvent(state)).toBe(isPaid(state) ? "cancelPaid" : "cancelUnpaid");
  });

  it("reveals the listing's street address to a paid stay that takes place, and to no other state", () => {
    const revealing = states.filter(([, state]) => revealsListingAddress(state)).map(([name]) => name);
    expect(revealing).toEqual(["confirmed"]);
  });

  it("a hold is active while it has not run out, for a booking on hold only", () => {
    const now = new Date("2030-06-10T12:00:00Z");
    const { onHold, expired } = BOOKING_STATES;
    expect(isHoldActive({ ...onHold, holdExpiresAt: new Date("2030-06-10T12:00:01Z") }, now)).toBe(true);
    expect(isHoldActive({ ...onHold, holdExpiresAt: "2030-06-10T12:00:01.000Z" }, now)).toBe(true);
    expect(isHoldActive({ ...onHold, holdExpiresAt: new Date("2030-06-10T12:00:00Z") }, now)).toBe(false);
    expect(isHoldActive({ ...onHold, holdExpiresAt: null }, now)).toBe(false);
    expect(isHoldActive({ ...expired, holdExpiresAt: new Date("2030-06-10T13:00:00Z") }, now)).toBe(false);
  });

  // 23:30 UTC on 10 June is already 11 June in Benin (UTC+1).
  const lateEvening = new Date("2030-06-10T23:30:00Z");

  it("a confirmed stay is reviewable from its end date, Benin time", () => {
    const stay = (endDate: string, state: BookingState = BOOKING_STATES.confirmed) => ({
      ...state,
      startDate: "2030-06-01",
      endDate,
    });
    expect(isReviewable(stay("2030-06-11"), lateEvening)).toBe(true);
    expect(isReviewable(stay("2030-06-05"), lateEvening)).toBe(true);
    expect(isReviewable(stay("2030-06-12"), lateEvening)).toBe(false);
    for (const [name, state] of states) {
      if (name !== "confirmed") expect(isReviewable(stay("2030-06-05", state), lateEvening), name).toBe(false);
    }
  });

  it("the traveler may cancel an unpaid or a confirmed booking, or withdraw a request, until its stay has ended", () => {
    const stay = (state: BookingState, endDate: string) => ({ ...state, startDate: "2030-06-05", endDate });
    const cancellable = states
      .filter(([, state]) => isCancellableByTraveler(stay(state, "2030-06-12"), lateEvening))
      .map(([name]) => name);
    expect(cancellable).toEqual(["onHold", "expired", "confirmed", "requested"]);
    expect(isCancellableByTraveler(stay(BOOKING_STATES.confirmed, "2030-06-11"), lateEvening)).toBe(false);
  });

  it("blocks payment once the stay has begun (Benin time) or the attempts are used up", () => {
    const unpaid = (startDate: string, paymentAttempts = 0, state: BookingState = BOOKING_STATES.expired) => ({
      ...state,
      startDate,
      paymentAttempts,
    });
    expect(paymentBlock(unpaid("2030-06-11"), lateEvening)).toBeNull(); // starts today in Benin
    expect(paymentBlock(unpaid("2030-06-10"), lateEvening)).toBe("dates_past");
    expect(paymentBlock(unpaid("2030-06-20", MAX_PAYMENT_ATTEMPTS - 1), lateEvening)).toBeNull();
    expect(paymentBlock(unpaid("2030-06-20", MAX_PAYMENT_ATTEMPTS), lateEvening)).toBe("too_many_attempts");
    expect(paymentBlock(unpaid("2030-06-10", MAX_PAYMENT_ATTEMPTS), lateEvening)).toBe("dates_past");

    expect(isPayable(unpaid("2030-06-20", 0, BOOKING_STATES.onHold), lateEvening)).toBe(true);
    expect(isPayable(unpaid("2030-06-20"), lateEvening)).toBe(true);
    expect(isPayable(unpaid("2030-06-10"), lateEvening)).toBe(false);
    expect(isPayable(unpaid("2030-06-20", MAX_PAYMENT_ATTEMPTS), lateEvening)).toBe(false);
    for (const [name, state] of states) {
      expect(isPayable(unpaid("2030-06-20", 0, state), lateEvening), name).toBe(isAwaitingPayment(state));
    }
  });
});

describe("requests to book (docs/decisions/026)", () => {
  const now = new Date("2030-06-10T12:00:00Z");
  const { requested, declined, requestExpired, onHold } = BOOKING_STATES;

  it("hold their dates while they wait, and are shown to the host, never paid before the answer", () => {
    expect(holdsDates(requested)).toBe(true);
    expect(isShownToHost(requested)).toBe(true);
    expect(isAwaitingPayment(requested)).toBe(false);
    expect(canFire("renewHold", requested)).toBe(false);
    expect(canFire("confirmPayment", requested)).toBe(false);
  });

  it("are answered by the host only while still requested; acceptance makes an unpaid hold", () => {
    expect(isAnswerableByHost(requested)).toBe(true);
    for (const [name, state] of states) if (name !== "requested") expect(isAnswerableByHost(state), name).toBe(false);
    expect(TRANSITIONS.acceptRequest.to).toEqual(onHold);
    expect(TRANSITIONS.acceptRequest.calendar).toBe("keep");
    expect(TRANSITIONS.declineRequest.to).toEqual(declined);
    expect(TRANSITIONS.expireRequest.to).toEqual(requestExpired);
  });

  it("are open until their deadline only", () => {
    const later = new Date(now.getTime() + 60_000).toISOString();
    const earlier = new Date(now.getTime() - 60_000).toISOString();
    expect(isRequestOpen({ ...requested, holdExpiresAt: later }, now)).toBe(true);
    expect(isRequestOpen({ ...requested, holdExpiresAt: earlier }, now)).toBe(false);
    expect(isRequestOpen({ ...onHold, holdExpiresAt: later }, now)).toBe(false);
    expect(isRequested(requested)).toBe(true);
    expect(isRequestRefused(declined)).toBe(true);
    expect(isRequestRefused(requestExpired)).toBe(true);
    expect(isRequestRefused(requested)).toBe(false);
  });

  it("tell the traveler at every step, and both sides when an acceptance lapses unpaid", () => {
    expect(TRANSITIONS.acceptRequest.effects).toContain("announceRequestAccepted");
    expect(TRANSITIONS.declineRequest.effects).toContain("announceRequestDeclined");
    expect(TRANSITIONS.expireRequest.effects).toContain("announceRequestExpired");
    expect(TRANSITIONS.expireHold.effects).toContain("announceAcceptedRequestLapsed");
  });
});
