import { describe, expect, it } from "vitest";
import { hasCycle, reachableFrom, type Edge } from "#tests/support/state-graph";
import { BOOKING_STATES } from "./booking";
import {
  canFireSurplus,
  isSurplusOwed,
  mayFireSurplus,
  SURPLUS_ACTORS,
  SURPLUS_EVENTS,
  SURPLUS_INITIAL_STATE,
  SURPLUS_STATUSES,
  SURPLUS_TRANSITIONS,
  surplusReason,
} from "./surplus-payment";

const edges: Edge[] = SURPLUS_EVENTS.flatMap((event) =>
  SURPLUS_TRANSITIONS[event].from.map((from) => ({ event, from, to: SURPLUS_TRANSITIONS[event].to })),
);

describe("a surplus payment's lifecycle", () => {
  it("is owed from the start and reaches every state from there", () => {
    expect(SURPLUS_INITIAL_STATE).toBe("owed");
    expect([...reachableFrom(SURPLUS_INITIAL_STATE, edges)].sort()).toEqual([...SURPLUS_STATUSES].sort());
  });

  it("fires each transition from its declared sources only, by the server alone", () => {
    const sources = Object.fromEntries(
      SURPLUS_EVENTS.map((event) => [event, SURPLUS_STATUSES.filter((status) => canFireSurplus(event, status))]),
    );
    expect(sources).toEqual({ markPaid: ["owed"] });
    for (const event of SURPLUS_EVENTS) {
      for (const actor of SURPLUS_ACTORS) expect(mayFireSurplus(event, actor)).toBe(actor === "system");
      expect(mayFireSurplus(event, "traveler" as never)).toBe(false);
    }
  });

  it("ends when paid back, and never moves back", () => {
    expect(SURPLUS_EVENTS.some((event) => canFireSurplus(event, "paid"))).toBe(false);
    expect(hasCycle(edges)).toBe(false);
    expect(isSurplusOwed("owed")).toBe(true);
    expect(isSurplusOwed("paid")).toBe(false);
  });

  it.each([
    ["confirmed", false, "already_paid"],
    ["confirmed", true, "already_paid"],
    ["cancelledPaid", false, "booking_cancelled"],
    ["refused", false, "booking_cancelled"],
    ["onHold", true, "superseded"],
    ["expired", true, "superseded"],
    ["cancelledUnpaid", true, "superseded"],
    ["onHold", false, null],
    ["expired", false, null],
    ["cancelledUnpaid", false, null],
  ] as const)("a payment approved for a booking %s (superseded: %s) is %s", (state, superseded, reason) => {
    expect(surplusReason(BOOKING_STATES[state], { superseded })).toBe(reason);
  });
});
