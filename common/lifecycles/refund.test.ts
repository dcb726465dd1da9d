import { describe, expect, it } from "vitest";
import { hasCycle, reachableFrom, type Edge } from "#tests/support/state-graph";
import {
  canFireRefund,
  isRefunded,
  isRefundOwed,
  mayFireRefund,
  REFUND_ACTORS,
  REFUND_EVENTS,
  REFUND_INITIAL_STATE,
  REFUND_STATUSES,
  REFUND_TRANSITIONS,
  refundOnCancellation,
  refundState,
} from "./refund";

const edges: Edge[] = REFUND_EVENTS.flatMap((event) =>
  REFUND_TRANSITIONS[event].from.map((from) => ({ event, from, to: REFUND_TRANSITIONS[event].to })),
);

describe("a refund's lifecycle", () => {
  it("reaches every state from the initial one (none)", () => {
    expect(REFUND_INITIAL_STATE).toBe("none");
    expect([...reachableFrom(REFUND_INITIAL_STATE, edges)].sort()).toEqual([...REFUND_STATUSES].sort());
  });

  it("fires each transition from its declared sources only, and reads an empty column as none", () => {
    const sources = Object.fromEntries(
      REFUND_EVENTS.map((event) => [event, REFUND_STATUSES.filter((status) => canFireRefund(event, status))]),
    );
    expect(sources).toEqual({ owe: ["none"], markPaid: ["owed"] });
    expect(canFireRefund("owe", null)).toBe(true);
    expect(canFireRefund("markPaid", null)).toBe(false);
    expect(refundState(null)).toBe("none");
    expect(refundState(undefined)).toBe("none");
  });

  it("checks every transition's actors: the server alone", () => {
    for (const event of REFUND_EVENTS) {
      for (const actor of REFUND_ACTORS) expect(mayFireRefund(event, actor)).toBe(actor === "system");
      expect(mayFireRefund(event, "traveler" as never)).toBe(false);
    }
  });

  it("ends when paid, and never moves back", () => {
    expect(REFUND_EVENTS.some((event) => canFireRefund(event, "paid"))).toBe(false);
    expect(hasCycle(edges)).toBe(false);
  });

  it("owes what a cancellation gives back, nothing when it gives nothing", () => {
    expect(refundOnCancellation(55_000)).toBe("owed");
    expect(refundOnCancellation(1)).toBe("owed");
    expect(refundOnCancellation(0)).toBe("none");
  });

  it.each([
    [null, false, false],
    ["none", false, false],
    ["owed", true, false],
    ["paid", false, true],
  ] as const)("answers for %s: owed %s, refunded %s", (status, owed, refunded) => {
    expect(isRefundOwed(status)).toBe(owed);
    expect(isRefunded(status)).toBe(refunded);
  });
});
