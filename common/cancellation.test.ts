import { describe, expect, it } from "vitest";
import { arrivalInstant, refundFor, type CancellationPolicy } from "./cancellation";
import { travelerTotal } from "./line-items";
import { priceStay } from "./pricing";

const MINUTE = 60_000;
/** Line items of bookings that cost the traveler the key: 3 nights at 45 000 FCFA, 1 night at 909 FCFA. */
const paid = {
  148_500: priceStay({ unitPrice: 45_000, startDate: "2026-07-10", endDate: "2026-07-13" }),
  1000: priceStay({ unitPrice: 909, startDate: "2026-07-10", endDate: "2026-07-11" }),
};

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
  it("reads the total paid from the line items", () => {
    expect(travelerTotal(paid[148_500])).toBe(148_500);
    expect(travelerTotal(paid[1000])).toBe(1000);
  });

  // Start 2026-07-10, arrival 2026-07-10 14:00 Benin = 13:00 UTC.
  const cases: [CancellationPolicy, string][] = [
    ["flexible", "2026-07-09T13:00:00.000Z"], // 9 July, 14:00 Benin
    ["moderate", "2026-07-05T13:00:00.000Z"], // 5 July, 14:00 Benin
    ["strict", "2026-06-26T13:00:00.000Z"], // 26 June, 14:00 Benin
  ];

  it.each(cases)("%s: the whole total back until the deadline %s, included", (policy, deadline) => {
    const atDeadline = refundFor({
      policy,
      startDate: "2026-07-10",
      lineItems: paid[148_500],
      now: new Date(deadline),
    });
    expect(atDeadline).toEqual({ refundAmount: 148_500, deadline, free: true });
    const before = refundFor({
      policy,
      startDate: "2026-07-10",
      lineItems: paid[148_500],
      now: new Date(Date.parse(deadline) - 30 * 86_400_000),
    });
    expect(before.refundAmount).toBe(148_500);
  });

  it.each(cases)("%s: nothing back one minute after the deadline", (policy, deadline) => {
    const late = refundFor({
      policy,
      startDate: "2026-07-10",
      lineItems: paid[148_500],
      now: new Date(Date.parse(deadline) + MINUTE),
    });
    expect(late).toEqual({ refundAmount: 0, deadline, free: false });
  });

  it("reads the deadline in Benin time, not the machine's (13:59 UTC is 14:59 in Cotonou)", () => {
    const refund = refundFor({
      policy: "flexible",
      startDate: "2026-07-10",
      lineItems: paid[1000],
      now: new Date("2026-07-09T13:59:00Z"),
    });
    expect(refund.free).toBe(false);
    expect(
      refundFor({
        policy: "flexible",
        startDate: "2026-07-10",
        lineItems: paid[1000],
        now: new Date("2026-07-09T14:00:00+01:00"),
      }).free,
    ).toBe(true);
  });

  it("refunds nothing once the stay has begun", () => {
    expect(
      refundFor({
        policy: "flexible",
        startDate: "2026-07-10",
        lineItems: paid[1000],
        now: new Date("2026-07-11T08:00:00Z"),
      }),
    ).toMatchObject({ refundAmount: 0, free: false });
  });

  it("refuses a total that is not whole FCFA and an unknown policy", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const [stay, ...fees] = paid[1000];
    const notWhole = [{ ...stay!, amount: 10.5 }, ...fees];
    expect(() => refundFor({ policy: "flexible", startDate: "2026-07-10", lineItems: notWhole, now })).toThrow(
      RangeError,
    );
    expect(() =>
      refundFor({ policy: "toString" as CancellationPolicy, startDate: "2026-07-10", lineItems: paid[1000], now }),
    ).toThrow(RangeError);
  });
});
