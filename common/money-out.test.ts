import { describe, expect, it } from "vitest";
import { earningsDueAt, earningsPayableAt, payoutAccountHeldUntil, planHostPayouts } from "./money-out";

describe("when a host's earnings can be paid", () => {
  it("are due 24 h after the arrival at 14:00 in Benin", () => {
    expect(earningsDueAt("2027-03-01").toISOString()).toBe("2027-03-02T13:00:00.000Z");
  });

  it("are payable once due and the payment is 72 h old, whichever comes last", () => {
    // Paid long before: payable when due.
    expect(earningsPayableAt({ startDate: "2027-03-01", paidAt: new Date("2027-01-10T08:00:00Z") }).toISOString()).toBe(
      "2027-03-02T13:00:00.000Z",
    );
    // Booked the day before arrival: payable 72 h after the payment.
    expect(earningsPayableAt({ startDate: "2027-03-01", paidAt: new Date("2027-02-28T20:00:00Z") }).toISOString()).toBe(
      "2027-03-03T20:00:00.000Z",
    );
  });

  it("hold payouts 48 h after the number changes", () => {
    expect(payoutAccountHeldUntil(new Date("2027-03-01T10:00:00Z")).toISOString()).toBe("2027-03-03T10:00:00.000Z");
  });
});

describe("a host's payable earnings grouped into payouts", () => {
  it("one payout for everything under the cap", () => {
    expect(
      planHostPayouts(
        [
          { bookingId: "a", amount: 128_250 },
          { bookingId: "b", amount: 40_000 },
        ],
        3,
      ),
    ).toEqual([
      {
        amount: 168_250,
        items: [
          { bookingId: "a", amount: 128_250 },
          { bookingId: "b", amount: 40_000 },
        ],
      },
    ]);
  });

  it("splits over 1 000 000 XOF, a booking across two payouts if it must", () => {
    const planned = planHostPayouts(
      [
        { bookingId: "a", amount: 700_000 },
        { bookingId: "b", amount: 600_000 },
      ],
      3,
    );
    expect(planned.map((payout) => payout.amount)).toEqual([1_000_000, 300_000]);
    expect(planned[0]!.items).toEqual([
      { bookingId: "a", amount: 700_000 },
      { bookingId: "b", amount: 300_000 },
    ]);
    expect(planned[1]!.items).toEqual([{ bookingId: "b", amount: 300_000 }]);
  });

  it("never more payouts than the slots left for the number; the rest waits", () => {
    const planned = planHostPayouts([{ bookingId: "big", amount: 4_500_000 }], 3);
    expect(planned.map((payout) => payout.amount)).toEqual([1_000_000, 1_000_000, 1_000_000]);
    expect(planHostPayouts([{ bookingId: "a", amount: 5_000 }], 0)).toEqual([]);
  });

  it("skips nothing-due bookings and refuses a negative or fractional amount", () => {
    expect(planHostPayouts([{ bookingId: "a", amount: 0 }], 3)).toEqual([]);
    expect(() => planHostPayouts([{ bookingId: "a", amount: -1 }], 3)).toThrow(RangeError);
    expect(() => planHostPayouts([{ bookingId: "a", amount: 2.5 }], 3)).toThrow(RangeError);
  });
});
