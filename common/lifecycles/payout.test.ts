import { describe, expect, it } from "vitest";
import { hasCycle, reachableFrom, type Edge } from "#tests/support/state-graph";
import {
  canFirePayout,
  eventFromProvider,
  isPayoutFailed,
  isPayoutFinal,
  isPayoutInProgress,
  isPayoutSent,
  mayFirePayout,
  PAYOUT_ACTORS,
  PAYOUT_EVENTS,
  PAYOUT_INITIAL_STATE,
  PAYOUT_STATUSES,
  PAYOUT_TRANSITIONS,
  readPayoutStatus,
} from "./payout";

const edges: Edge[] = PAYOUT_EVENTS.flatMap((event) =>
  PAYOUT_TRANSITIONS[event].from.map((from) => ({ event, from, to: PAYOUT_TRANSITIONS[event].to })),
);
const rank = { pending: 0, started: 1, processing: 2, sent: 3, failed: 3 };

describe("a payout's lifecycle", () => {
  it("reaches every state from the initial one (pending)", () => {
    expect(PAYOUT_INITIAL_STATE).toBe("pending");
    expect([...reachableFrom(PAYOUT_INITIAL_STATE, edges)].sort()).toEqual([...PAYOUT_STATUSES].sort());
  });

  it("fires each transition from its declared sources only", () => {
    const sources = Object.fromEntries(
      PAYOUT_EVENTS.map((event) => [event, PAYOUT_STATUSES.filter((status) => canFirePayout(event, status))]),
    );
    expect(sources).toEqual({
      start: ["pending"],
      process: ["pending", "started"],
      send: ["pending", "started", "processing"],
      fail: ["pending", "started", "processing"],
    });
  });

  it("checks every transition's actors: the server starts, only FedaPay's answer settles", () => {
    const allowed = Object.fromEntries(
      PAYOUT_EVENTS.map((event) => [event, PAYOUT_ACTORS.filter((actor) => mayFirePayout(event, actor))]),
    );
    expect(allowed).toEqual({
      start: ["system", "provider"],
      process: ["provider"],
      send: ["provider"],
      fail: ["provider"],
    });
  });

  it("ends sent or failed, with no way out, and only ever moves forward", () => {
    const terminal = PAYOUT_STATUSES.filter((status) => !PAYOUT_EVENTS.some((event) => canFirePayout(event, status)));
    expect(terminal).toEqual(["sent", "failed"]);
    expect(hasCycle(edges)).toBe(false);
    for (const edge of edges)
      expect(rank[edge.to as keyof typeof rank]).toBeGreaterThan(rank[edge.from as keyof typeof rank]);
  });

  it("reads FedaPay's status: a known one moves forward, an unknown or backward one moves nothing", () => {
    expect(readPayoutStatus("sent")).toBe("sent");
    expect(readPayoutStatus("scheduled")).toBeNull();
    expect(eventFromProvider("pending", "sent")).toBe("send");
    expect(eventFromProvider("pending", "started")).toBe("start");
    expect(eventFromProvider("started", "processing")).toBe("process");
    expect(eventFromProvider("processing", "failed")).toBe("fail");
    expect(eventFromProvider("processing", "started")).toBeNull();
    expect(eventFromProvider("sent", "failed")).toBeNull();
    expect(eventFromProvider("started", "started")).toBeNull();
    expect(eventFromProvider("started", "mystery")).toBeNull();
  });

  it.each([
    ["pending", false, false, false, true],
    ["started", false, false, false, true],
    ["processing", false, false, false, true],
    ["sent", true, false, true, false],
    ["failed", false, true, true, false],
    ["mystery", false, false, false, true],
  ])("answers for %s: sent %s, failed %s, final %s, in progress %s", (status, sent, failed, final, inProgress) => {
    expect(isPayoutSent(status)).toBe(sent);
    expect(isPayoutFailed(status)).toBe(failed);
    expect(isPayoutFinal(status)).toBe(final);
    expect(isPayoutInProgress(status)).toBe(inProgress);
  });
});
