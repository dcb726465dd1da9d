import { describe, expect, it } from "vitest";
import {
  balances,
  bookingCancelled,
  keptAfterRefund,
  paidByHand,
  paymentReceived,
  payoutFailed,
  payoutSent,
  payoutStarted,
  surplusReceived,
  UnbalancedJournalError,
  type LedgerEntry,
} from "./ledger";
import { priceStay } from "./pricing";

// 3 nights at 45 000: the traveler pays 148 500, the host earns 128 250, the platform 20 250.
const threeNights = priceStay({ unitPrice: 45_000, startDate: "2026-03-01", endDate: "2026-03-04" });
const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, entry) => total + entry.amount, 0);

describe("a booking's money as journals", () => {
  it("a payment puts the total at FedaPay, owed to the host less the fees the platform earns", () => {
    const { entries } = paymentReceived(threeNights);
    expect(balances(entries)).toMatchObject({
      fedapay_balance: 148_500,
      host_payable: -128_250,
      platform_revenue: -20_250,
    });
    expect(sum(entries)).toBe(0);
  });

  it("a full refund leaves the host and the platform nothing of the booking", () => {
    const entries = [...paymentReceived(threeNights).entries, ...bookingCancelled(threeNights, 148_500).entries];
    expect(balances(entries)).toMatchObject({
      fedapay_balance: 148_500,
      refund_payable: -148_500,
      host_payable: 0,
      platform_revenue: 0,
    });
    expect(keptAfterRefund(threeNights, 148_500)).toEqual({ host: 0, platform: 0 });
  });

  it("no refund leaves both their whole parts, and a cancellation with nothing back writes no entry", () => {
    expect(keptAfterRefund(threeNights, 0)).toEqual({ host: 128_250, platform: 20_250 });
    expect(bookingCancelled(threeNights, 0).entries).toEqual([]);
  });

  it("a partial refund shares what is kept in the booking's proportions, host rounded down", () => {
    // Kept 48 500 of 148 500: host 48 500 × 128 250 / 148 500 = 41 886.36… → 41 886; platform the rest.
    expect(keptAfterRefund(threeNights, 100_000)).toEqual({ host: 41_886, platform: 6_614 });
    const entries = [...paymentReceived(threeNights).entries, ...bookingCancelled(threeNights, 100_000).entries];
    expect(balances(entries)).toMatchObject({
      host_payable: -41_886,
      platform_revenue: -6_614,
      refund_payable: -100_000,
    });
    expect(sum(entries)).toBe(0);
  });

  it("balances for every price and every refund, to the franc", () => {
    for (let unitPrice = 1; unitPrice < 300_000; unitPrice += 29_989) {
      const lines = priceStay({ unitPrice, startDate: "2026-05-30", endDate: "2026-06-04" });
      const total = sum(paymentReceived(lines).entries.filter((entry) => entry.amount > 0));
      for (const refund of [0, 1, Math.floor(total / 3), total - 1, total]) {
        const { host, platform } = keptAfterRefund(lines, refund);
        expect(host + platform + refund).toBe(total);
        expect(host).toBeGreaterThanOrEqual(0);
        expect(platform).toBeGreaterThanOrEqual(0);
        expect(sum(bookingCancelled(lines, refund).entries)).toBe(0);
      }
    }
  });

  it("refuses a refund below zero, above what was paid, or not whole", () => {
    for (const refund of [-1, 148_501, 10.5, Number.NaN]) {
      expect(() => bookingCancelled(threeNights, refund)).toThrow(RangeError);
    }
  });
});

describe("payouts as journals", () => {
  it("a host payout: owed, then in flight, then out of the balance", () => {
    const entries = [
      ...paymentReceived(threeNights).entries,
      ...payoutStarted("host_earnings", 128_250).entries,
      ...payoutSent(128_250).entries,
    ];
    expect(balances(entries)).toMatchObject({
      fedapay_balance: 20_250,
      host_payable: 0,
      payouts_in_flight: 0,
      platform_revenue: -20_250,
    });
  });

  it("a failed payout is owed again, and nothing left the balance", () => {
    const entries = [
      ...paymentReceived(threeNights).entries,
      ...payoutStarted("host_earnings", 128_250).entries,
      ...payoutFailed("host_earnings", 128_250).entries,
    ];
    expect(balances(entries)).toMatchObject({ fedapay_balance: 148_500, host_payable: -128_250, payouts_in_flight: 0 });
  });

  it("a surplus is owed back whole; a refund paid by hand closes the debt outside FedaPay", () => {
    const entries = [...surplusReceived(148_500).entries, ...paidByHand("refund", 148_500).entries];
    expect(balances(entries)).toMatchObject({ fedapay_balance: 148_500, refund_payable: 0, paid_by_hand: -148_500 });
  });

  it("refuses a payout of nothing, a negative one or a fraction", () => {
    for (const amount of [0, -5, 1.5]) {
      expect(() => payoutStarted("refund", amount)).toThrow(RangeError);
      expect(() => payoutSent(amount)).toThrow(RangeError);
      expect(() => surplusReceived(amount)).toThrow(RangeError);
    }
  });

  it("never builds an unbalanced journal from line items that do not balance", () => {
    const broken = threeNights.map((line) => (line.kind === "host_fee" ? { ...line, amount: 0.5 } : line));
    expect(() => paymentReceived(broken)).toThrow(UnbalancedJournalError);
  });
});
