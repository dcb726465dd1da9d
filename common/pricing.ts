// What a stay or a rental costs, computed by the server from the listing's price and the
// dates (a total sent by the browser is ignored). FCFA have no subunit, so
// every amount is a whole number. The price is a list of line items (common/line-items.ts):
// the stay, the driver (a vehicle rented with its driver), the traveler's fee, the host's
// fee; the booking stores them as they are. The fees are computed on the stay and the
// driver together: the driver's price is part of what the host is paid through the site.
//
// Rounding: a fee is a whole number of FCFA, rounded half up (…,5 goes up; amounts are
// never negative, so this is also "half away from zero"). It is computed with integer
// arithmetic, not floating point: 100 005 × 10 % = 10 000,5 -> 10 001.
import { daysBetween, parseIsoDate } from "./dates";
import { assertWholeAmount, type HostFeeLine, type LineItem, type TravelerFeeLine } from "./line-items";

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
 * traveler fee, the host fee (summarizePrice gives the totals). When the end is not after the start
 * there is nothing to price: every amount is 0 (the booking form shows no summary, and the
 * database refuses a booking with 0 units).
 * Throws a RangeError for a price that is not a positive whole number or a date that is
 * not a calendar date: those are programming errors, callers validate input first.
 */
export function priceStay({
  unitPrice,
  startDate,
  endDate,
  driverPricePerDay = null,
}: {
  unitPrice: number;
  startDate: string;
  endDate: string;
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
  const subtotal = units * unitPrice;
  assertWholeAmount(subtotal, "subtotal");
  if (driverPricePerDay === null) {
    return stayLineItems({
      units,
      unitPrice,
      subtotal,
      travelerFee: percentOf(subtotal, TRAVELER_FEE_PERCENT),
      hostFee: percentOf(subtotal, HOST_FEE_PERCENT),
    });
  }
  const driverAmount = units * driverPricePerDay;
  const base = subtotal + driverAmount;
  assertWholeAmount(base, "subtotal with driver");
  return [
    { kind: "stay", payer: "traveler", payee: "host", amount: subtotal, units, unitPrice },
    { kind: "driver", payer: "traveler", payee: "host", amount: driverAmount, units, unitPrice: driverPricePerDay },
    ...feeLines(base, percentOf(base, TRAVELER_FEE_PERCENT), percentOf(base, HOST_FEE_PERCENT)),
  ];
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
