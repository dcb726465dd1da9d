import { describe, expect, it } from "vitest";
import { bookingForm } from "#common/texts/fr/booking-form";
import { discountOf, driverPrice, netAmount, summarizePrice } from "./line-items";
import { percentOf, priceStay, stayLineItems } from "./pricing";

/** The totals of a stay, as the pages read them: summed from priceStay's line items. */
const stayTotals = (input: Parameters<typeof priceStay>[0]) => summarizePrice(priceStay(input));

describe("priceStay", () => {
  it("prices nights with a 10 % traveler fee and a 5 % host fee", () => {
    expect(stayTotals({ unitPrice: 45_000, startDate: "2026-03-01", endDate: "2026-03-04" })).toEqual({
      units: 3,
      unitPrice: 45_000,
      subtotal: 135_000,
      travelerFee: 13_500,
      hostFee: 6_750,
      total: 148_500,
      hostPayout: 128_250,
    });
  });

  it("rounds a fee ending in ,5 up: 3 × 33 335 = 100 005 -> fee 10 001", () => {
    const price = stayTotals({ unitPrice: 33_335, startDate: "2026-03-01", endDate: "2026-03-04" });
    expect(price.subtotal).toBe(100_005);
    expect(price.travelerFee).toBe(10_001);
    expect(price.hostFee).toBe(5_000); // 5 000,25 -> 5 000
    expect(price.total).toBe(110_006);
    expect(price.hostPayout).toBe(95_005);
  });

  it("rounds below ,5 down and the host fee's ,5 up", () => {
    expect(stayTotals({ unitPrice: 33_334, startDate: "2026-03-01", endDate: "2026-03-04" }).travelerFee).toBe(10_000); // 10 000,2
    expect(stayTotals({ unitPrice: 10_010, startDate: "2026-03-01", endDate: "2026-03-02" }).hostFee).toBe(501); // 500,5
    expect(stayTotals({ unitPrice: 10_009, startDate: "2026-03-01", endDate: "2026-03-02" }).hostFee).toBe(500); // 500,45
  });

  it("keeps every amount a whole number and total = subtotal + fee", () => {
    for (let unitPrice = 1; unitPrice < 2_000; unitPrice += 37) {
      const price = stayTotals({ unitPrice, startDate: "2026-01-30", endDate: "2026-02-07" });
      for (const value of Object.values(price)) expect(Number.isInteger(value)).toBe(true);
      expect(price.total).toBe(price.subtotal + price.travelerFee);
      expect(price.hostPayout).toBe(price.subtotal - price.hostFee);
      expect(price.travelerFee).toBe(Math.round((price.subtotal * 10) / 100));
    }
  });

  it("counts vehicle rental days the same way, across months and leap days", () => {
    const price = stayTotals({ unitPrice: 25_000, startDate: "2028-02-27", endDate: "2028-03-02" });
    expect(price.units).toBe(4);
    expect(price.subtotal).toBe(100_000);
    expect(bookingForm.form.units(true, price.units)).toBe("4 jours");
  });

  it("prices nothing when the end is not after the start", () => {
    for (const endDate of ["2026-03-01", "2026-02-20"]) {
      const price = stayTotals({ unitPrice: 45_000, startDate: "2026-03-01", endDate });
      expect(price).toMatchObject({ units: 0, subtotal: 0, travelerFee: 0, hostFee: 0, total: 0, hostPayout: 0 });
    }
  });

  it.each([
    [{ unitPrice: 0, startDate: "2026-03-01", endDate: "2026-03-02" }],
    [{ unitPrice: -5, startDate: "2026-03-01", endDate: "2026-03-02" }],
    [{ unitPrice: 10.5, startDate: "2026-03-01", endDate: "2026-03-02" }],
    [{ unitPrice: Number.NaN, startDate: "2026-03-01", endDate: "2026-03-02" }],
    [{ unitPrice: 1000, startDate: "2026-02-30", endDate: "2026-03-02" }],
    [{ unitPrice: 1000, startDate: "demain", endDate: "2026-03-02" }],
    [{ unitPrice: Number.MAX_SAFE_INTEGER, startDate: "2026-03-01", endDate: "2026-03-05" }],
  ])("refuses input that is not a price or a date (%o)", (input) => {
    expect(() => priceStay(input)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("is exact where floating point would drift", () => {
    expect(percentOf(1_005, 10)).toBe(101); // 100,5
    expect(percentOf(10, 5)).toBe(1); // 0,5
    expect(percentOf(9, 5)).toBe(0); // 0,45
    expect(percentOf(0, 10)).toBe(0);
  });
});

describe("unit labels", () => {
  it("says nuit/nuits for stays and jour/jours for vehicles", () => {
    const { units } = bookingForm.form;
    expect(units(false, 1)).toBe("1 nuit");
    expect(units(false, 2)).toBe("2 nuits");
    expect(units(true, 1)).toBe("1 jour");
    expect(units(true, 7)).toBe("7 jours");
    expect(units(false, 0)).toBe("0 nuit");
    expect(units(false, 3)).toBe("3 nuits");
  });
});

describe("priceStay's line items", () => {
  it("are the stay paid to the host, then the traveler fee and the host fee paid to the platform", () => {
    expect(priceStay({ unitPrice: 45_000, startDate: "2026-03-01", endDate: "2026-03-04" })).toEqual([
      { kind: "stay", payer: "traveler", payee: "host", amount: 135_000, units: 3, unitPrice: 45_000 },
      { kind: "traveler_fee", payer: "traveler", payee: "platform", amount: 13_500, percent: 10, base: 135_000 },
      { kind: "host_fee", payer: "host", payee: "platform", amount: 6_750, percent: 5, base: 135_000 },
    ]);
  });

  it("say what each amount is computed from: units × unit price, a percent of the stay", () => {
    for (let unitPrice = 1; unitPrice < 50_000; unitPrice += 997) {
      const lines = priceStay({ unitPrice, startDate: "2026-01-30", endDate: "2026-02-03" });
      const [stay, ...fees] = lines;
      if (stay?.kind !== "stay") throw new Error("the stay comes first");
      expect(stay.amount).toBe(stay.units * stay.unitPrice);
      for (const fee of fees) {
        if (fee.kind === "stay" || fee.kind === "driver") throw new Error("one stay line, and no driver asked");
        expect(fee.base).toBe(stay.amount);
        expect(fee.amount).toBe(percentOf(fee.base, fee.percent));
      }
    }
  });

  it("are the lines stayLineItems builds from the same amounts (as migration 0008 does for old bookings)", () => {
    const lines = priceStay({ unitPrice: 33_335, startDate: "2026-03-01", endDate: "2026-03-04" });
    const { units, unitPrice, subtotal, travelerFee, hostFee } = summarizePrice(lines);
    expect(stayLineItems({ units, unitPrice, subtotal, travelerFee, hostFee })).toEqual(lines);
  });

  it("are all zero when there is nothing to price", () => {
    const lines = priceStay({ unitPrice: 45_000, startDate: "2026-03-01", endDate: "2026-03-01" });
    expect(lines.map((line) => line.amount)).toEqual([0, 0, 0]);
  });
});

describe("long-stay discounts (the listing's booking rules)", () => {
  const discounts = { weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 };

  it("adds no line under 7 nights", () => {
    const lines = priceStay({ unitPrice: 20_000, startDate: "2026-03-01", endDate: "2026-03-07", discounts });
    expect(lines.map((line) => line.kind)).toEqual(["stay", "traveler_fee", "host_fee"]);
  });

  it("takes the weekly discount off from 7 nights, the fees on what is left", () => {
    const lines = priceStay({ unitPrice: 20_000, startDate: "2026-03-01", endDate: "2026-03-08", discounts });
    expect(lines).toEqual([
      { kind: "stay", payer: "traveler", payee: "host", amount: 140_000, units: 7, unitPrice: 20_000 },
      {
        kind: "discount",
        payer: "host",
        payee: "traveler",
        amount: 14_000,
        period: "weekly",
        percent: 10,
        base: 140_000,
      },
      { kind: "traveler_fee", payer: "traveler", payee: "platform", amount: 12_600, percent: 10, base: 126_000 },
      { kind: "host_fee", payer: "host", payee: "platform", amount: 6_300, percent: 5, base: 126_000 },
    ]);
    expect(discountOf(lines)).toEqual({ period: "weekly", percent: 10, amount: 14_000, stayAmount: 140_000 });
    expect(summarizePrice(lines)).toEqual({
      units: 7,
      unitPrice: 20_000,
      subtotal: 126_000,
      travelerFee: 12_600,
      hostFee: 6_300,
      total: 138_600,
      hostPayout: 119_700,
    });
  });

  it("replaces the weekly discount by the monthly one from 28 nights, rounded half up", () => {
    const lines = priceStay({ unitPrice: 33_335, startDate: "2026-03-01", endDate: "2026-03-29", discounts });
    const price = summarizePrice(lines);
    // 28 × 33 335 = 933 380; 25 % = 233 345 exactly.
    expect(discountOf(lines)).toEqual({ period: "monthly", percent: 25, amount: 233_345, stayAmount: 933_380 });
    expect(price.subtotal).toBe(700_035);
    // 10 % of 700 035 = 70 003,5 → 70 004 (half up).
    expect(price.travelerFee).toBe(70_004);
    expect(price.total).toBe(770_039);
  });

  it("keeps every line whole and the booking's lines summing to zero over all parties", () => {
    const lines = priceStay({ unitPrice: 9_999, startDate: "2026-01-01", endDate: "2026-02-20", discounts });
    for (const line of lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
    expect(netAmount(lines, "traveler") + netAmount(lines, "host") + netAmount(lines, "platform")).toBe(0);
    const price = summarizePrice(lines);
    expect(price.total).toBe(price.subtotal + price.travelerFee);
    expect(price.hostPayout).toBe(price.subtotal - price.hostFee);
  });
});

describe("a vehicle with its driver, rented long enough for a discount", () => {
  it("takes the discount on the rental only, and the fees on the rental and the driver, less the discount", () => {
    // 7 days × 20 000 = 140 000, −10 % = 14 000; driver 7 × 10 000 = 70 000; base 196 000.
    const lines = priceStay({
      unitPrice: 20_000,
      startDate: "2026-03-01",
      endDate: "2026-03-08",
      discounts: { weeklyDiscountPercent: 10, monthlyDiscountPercent: 0 },
      driverPricePerDay: 10_000,
    });
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ["stay", 140_000],
      ["driver", 70_000],
      ["discount", 14_000],
      ["traveler_fee", 19_600],
      ["host_fee", 9_800],
    ]);
    expect(summarizePrice(lines)).toMatchObject({ subtotal: 196_000, total: 215_600, hostPayout: 186_200 });
    expect(netAmount(lines, "traveler") + netAmount(lines, "host") + netAmount(lines, "platform")).toBe(0);
  });
});

describe("a vehicle rented with its driver", () => {
  it("adds the driver's days × price per day, paid to the host, and takes both fees on the stay and the driver", () => {
    // 3 days × 25 000 + 3 days × 15 000 = 120 000; fees 12 000 (10 %) and 6 000 (5 %).
    const lines = priceStay({
      unitPrice: 25_000,
      startDate: "2026-05-01",
      endDate: "2026-05-04",
      driverPricePerDay: 15_000,
    });
    expect(lines).toEqual([
      { kind: "stay", payer: "traveler", payee: "host", amount: 75_000, units: 3, unitPrice: 25_000 },
      { kind: "driver", payer: "traveler", payee: "host", amount: 45_000, units: 3, unitPrice: 15_000 },
      { kind: "traveler_fee", payer: "traveler", payee: "platform", amount: 12_000, percent: 10, base: 120_000 },
      { kind: "host_fee", payer: "host", payee: "platform", amount: 6_000, percent: 5, base: 120_000 },
    ]);
    expect(summarizePrice(lines)).toMatchObject({
      units: 3,
      unitPrice: 25_000,
      subtotal: 120_000,
      travelerFee: 12_000,
      total: 132_000,
      hostPayout: 114_000,
    });
    expect(driverPrice(lines)).toEqual({ units: 3, unitPrice: 15_000, amount: 45_000 });
  });

  it("is the plain rental without a driver's price (no driver line)", () => {
    const lines = priceStay({
      unitPrice: 25_000,
      startDate: "2026-05-01",
      endDate: "2026-05-04",
      driverPricePerDay: null,
    });
    expect(lines.map((line) => line.kind)).toEqual(["stay", "traveler_fee", "host_fee"]);
    expect(driverPrice(lines)).toBeNull();
  });

  it("rounds the fees of the whole base half up", () => {
    // 1 day × 10 001 + 1 day × 10 004 = 20 005: 10 % = 2 000,5 -> 2 001; 5 % = 1 000,25 -> 1 000.
    const lines = priceStay({
      unitPrice: 10_001,
      startDate: "2026-05-01",
      endDate: "2026-05-02",
      driverPricePerDay: 10_004,
    });
    expect(summarizePrice(lines)).toMatchObject({
      subtotal: 20_005,
      travelerFee: 2_001,
      hostFee: 1_000,
      total: 22_006,
    });
  });

  it("refuses a driver's price that is not a positive whole number of FCFA", () => {
    for (const driverPricePerDay of [0, -1, 1.5, Number.NaN]) {
      expect(() =>
        priceStay({ unitPrice: 25_000, startDate: "2026-05-01", endDate: "2026-05-02", driverPricePerDay }),
      ).toThrow(RangeError);
    }
  });
});
