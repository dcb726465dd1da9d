import { describe, expect, it } from "vitest";
import { arrivalInstant, refundFor, type CancellationPolicy } from "./cancellation";

const MINUTE = 60_000;

describe("arrival", () => {
  it("is 14:00 in Benin (13:00 UTC) on the start date", () => {
    expect(arrivalInstant("2026-07-10").toISOString()).toBe("2026-07-10T13:00:00.000Z");
  });

  it("refuses what is not a calendar date", () => {
    expect(() => arrivalInstant("2026-02-30")).toThrow(RangeError);
    expect(() => arrivalInstant("2026-07-10T00:00")).toThrow(RangeError);
  });
});

describe("refundFor", () => {
  // Start 2026-07-10, arrival 2026-07-10 14:00 Benin = 13:00 UTC.
  const cases: [CancellationPolicy, string][] = [
    ["flexible", "2026-07-09T13:00:00.000Z"], // 9 July, 14:00 Benin
    ["moderate", "2026-07-05T13:00:00.000Z"], // 5 July, 14:00 Benin
    ["strict", "2026-06-26T13:00:00.000Z"], // 26 June, 14:00 Benin
  ];

  it.each(cases)("%s: the whole total back until the deadline %s, included", (policy, deadline) => {
    const atDeadline = refundFor({ policy, startDate: "2026-07-10", total: 148_500, now: new Date(deadline) });
    expect(atDeadline).toEqual({ refundAmount: 148_500, deadline, free: true });
    const before = refundFor({
      policy,
      startDate: "2026-07-10",
      total: 148_500,
      now: new Date(Date.parse(deadline) - 30 * 86_400_000),
    });
    expect(before.refundAmount).toBe(148_500);
  });

  it.each(cases)("%s: nothing back one minute after the deadline", (policy, deadline) => {
    const late = refundFor({
      policy,
      startDate: "2026-07-10",
      total: 148_500,
      now: new Date(Date.parse(deadline) + MINUTE),
    });
    expect(late).toEqual({ refundAmount: 0, deadline, free: false });
  });

  it("reads the deadline in Benin time, not the machine's (13:59 UTC is 14:59 in Cotonou)", () => {
    const refund = refundFor({
      policy: "flexible",
      startDate: "2026-07-10",
      total: 1000,
      now: new Date("2026-07-09T13:59:00Z"),
    });
    expect(refund.free).toBe(false);
    expect(
      refundFor({
        policy: "flexible",
        startDate: "2026-07-10",
        total: 1000,
        now: new Date("2026-07-09T14:00:00+01:00"),
      }).free,
    ).toBe(true);
  });

  it("refunds nothing once the stay has begun", () => {
    expect(
      refundFor({ policy: "flexible", startDate: "2026-07-10", total: 1000, now: new Date("2026-07-11T08:00:00Z") }),
    ).toMatchObject({ refundAmount: 0, free: false });
  });

  it("refuses a total that is not whole FCFA and an unknown policy", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(() => refundFor({ policy: "flexible", startDate: "2026-07-10", total: 10.5, now })).toThrow(RangeError);
    expect(() =>
      refundFor({ policy: "toString" as CancellationPolicy, startDate: "2026-07-10", total: 10, now }),
    ).toThrow(RangeError);
  });
});
