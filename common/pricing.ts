// What a stay or a rental costs, computed by the server from the listing's price and the
// dates (a total sent by the browser is ignored). FCFA have no subunit, so
// every amount is a whole number. The price is a list of line items (common/line-items.ts):
// the stay, the driver (a vehicle rented with its driver), the host's discount for a long
// stay (weekly from 7, monthly from 28: the listing's booking rules,
// common/rules/booking-rules.ts), the traveler's fee, the host's fee; the booking stores
// them as they are. The discount is taken on the stay (the rental), not on the driver; the
// fees are computed on the stay and the driver together, the discount taken off.
//
// Rounding: a fee is a whole number of FCFA, rounded half up (…,5 goes up; amounts are
// never negative, so this is also "half away from zero"). It is computed with integer
// arithmetic, not floating point: 100 005 × 10 % = 10 000,5 -> 10 001.
import { daysBetween, parseIsoDate } from "./dates";
import {
  assertWholeAmount,
  type DiscountLine,
  type HostFeeLine,
  type LineItem,
  type TravelerFeeLine,
} from "./line-items";
import { discountFor, type BookingRules } from "./rules/booking-rules";

export const TRAVELER_FEE_PERCENT = 10;
export const HOST_FEE_PERCENT = 5;

/** `percent` % of a whole amount, rounded half up, in exact integer arithmetic. */
export function percentOf(amount: number, percent: number): number {
  assertWholeAmount(amount, "amount");
  const scaled = amount * percent;
  const whole = Math.trunc(scaled / 100);
  const remainder = scaled - whole * 100;
  return remainder >= 50 ? whole + 1 : whole;
}

/**
 * The line items of a stay from startDate to endDate ('YYYY-MM-DD'): the stay, the driver
 * when `driverPricePerDay` is given (a vehicle with its driver, per day of the rental), the
 * listing's discount when the stay is long enough, the traveler fee, the host fee
 * (summarizePrice gives the totals). The discount is a whole number of FCFA rounded half
 * up, like the fees. When the end is not after the start
 * there is nothing to price: every amount is 0 (the booking form shows no summary, and the
 * database refuses a booking with 0 units).
 * Throws a RangeError for a price that is not a positive whole number or a date that is
 * not a calendar date: those are programming errors, callers validate input first.
 */
export function priceStay({
  unitPrice,
  startDate,
  endDate,
  discounts,
  driverPricePerDay = null,
}: {
  unitPrice: number;
  startDate: string;
  endDate: string;
  /** The listing's weekly and monthly discounts (none when absent). */
  discounts?: Pick<BookingRules, "weeklyDiscountPercent" | "monthlyDiscountPercent">;
  driverPricePerDay?: number | null;
}): LineItem[] {
  assertWholeAmount(unitPrice, "unitPrice");
  if (unitPrice <= 0) throw new RangeError(`unitPrice must be positive, got ${unitPrice}`);
  if (driverPricePerDay !== null) {
    assertWholeAmount(driverPricePerDay, "driverPricePerDay");
    if (driverPricePerDay <= 0) throw new RangeError(`driverPricePerDay must be positive, got ${driverPricePerDay}`);
  }
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) throw new RangeError(`not calendar dates: ${startDate} → ${endDate}`);

  const units = Math.max(0, daysBetween(start, end));
  const stayAmount = units * unitPrice;
  assertWholeAmount(stayAmount, "subtotal");
  const granted = discounts ? discountFor(discounts, units) : null;
  if (!granted && driverPricePerDay === null) {
    return stayLineItems({
      units,
      unitPrice,
      subtotal: stayAmount,
      travelerFee: percentOf(stayAmount, TRAVELER_FEE_PERCENT),
      hostFee: percentOf(stayAmount, HOST_FEE_PERCENT),
    });
  }
  const lines: LineItem[] = [{ kind: "stay", payer: "traveler", payee: "host", amount: stayAmount, units, unitPrice }];
  let base = stayAmount;
  if (driverPricePerDay !== null) {
    const driverAmount = units * driverPricePerDay;
    assertWholeAmount(driverAmount, "driver");
    lines.push({
      kind: "driver",
      payer: "traveler",
      payee: "host",
      amount: driverAmount,
      units,
      unitPrice: driverPricePerDay,
    });
    base += driverAmount;
  }
  if (granted) {
    const discount: DiscountLine = {
      kind: "discount",
      payer: "host",
      payee: "traveler",
      amount: percentOf(stayAmount, granted.percent),
      period: granted.period,
      percent: granted.percent,
      base: stayAmount,
    };
    lines.push(discount);
    base -= discount.amount;
  }
  assertWholeAmount(base, "subtotal with driver");
  return [...lines, ...feeLines(base, percentOf(base, TRAVELER_FEE_PERCENT), percentOf(base, HOST_FEE_PERCENT))];
}

/**
 * The line items of a stay whose amounts are already known: priceStay's, or a booking's
 * amount columns from before line items (migration 0008 builds the same lines in SQL).
 */
export function stayLineItems(amounts: {
  units: number;
  unitPrice: number;
  subtotal: number;
  travelerFee: number;
  hostFee: number;
}): LineItem[] {
  const { units, unitPrice, subtotal, travelerFee, hostFee } = amounts;
  return [
    { kind: "stay", payer: "traveler", payee: "host", amount: subtotal, units, unitPrice },
    ...feeLines(subtotal, travelerFee, hostFee),
  ];
}

/** The platform's two fees on `base` (the stay, with the driver when there is one). */
function feeLines(base: number, travelerFee: number, hostFee: number): [TravelerFeeLine, HostFeeLine] {
  return [
    {
      kind: "traveler_fee",
      payer: "traveler",
      payee: "platform",
      amount: travelerFee,
      percent: TRAVELER_FEE_PERCENT,
      base,
    },
    { kind: "host_fee", payer: "host", payee: "platform", amount: hostFee, percent: HOST_FEE_PERCENT, base },
  ];
}
