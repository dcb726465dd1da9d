// What a stay or a rental costs, computed by the server from the listing's price and the
// dates (decisions.md: a total sent by the browser is ignored). FCFA have no subunit, so
// every amount is a whole number.
//
// Rounding: a fee is a whole number of FCFA, rounded half up (…,5 goes up; amounts are
// never negative, so this is also "half away from zero"). It is computed with integer
// arithmetic, not floating point: 100 005 × 10 % = 10 000,5 -> 10 001.
import { daysBetween, parseIsoDate } from "./dates";

export const TRAVELER_FEE_PERCENT = 10;
export const HOST_FEE_PERCENT = 5;

export type StayPrice = {
  /** Nights (accommodations) or days (vehicles): the day difference of the dates. */
  units: number;
  unitPrice: number;
  subtotal: number;
  /** Paid by the traveler on top of the subtotal. */
  travelerFee: number;
  /** Kept by the platform from the host's subtotal. */
  hostFee: number;
  /** What the traveler pays: subtotal + travelerFee. */
  total: number;
  /** What the host receives: subtotal − hostFee. */
  hostPayout: number;
};

/** `percent` % of a whole amount, rounded half up, in exact integer arithmetic. */
export function percentOf(amount: number, percent: number): number {
  assertWholeAmount(amount, "amount");
  const scaled = amount * percent;
  const whole = Math.trunc(scaled / 100);
  const remainder = scaled - whole * 100;
  return remainder >= 50 ? whole + 1 : whole;
}

/**
 * The price of a stay from startDate to endDate ('YYYY-MM-DD'). When the end is not after
 * the start there is nothing to price: every amount is 0 (the booking form shows no
 * summary, and the database refuses a booking with 0 units).
 * Throws a RangeError for a price that is not a positive whole number or a date that is
 * not a calendar date: those are programming errors, callers validate input first.
 */
export function priceStay({
  unitPrice,
  startDate,
  endDate,
}: {
  unitPrice: number;
  startDate: string;
  endDate: string;
}): StayPrice {
  assertWholeAmount(unitPrice, "unitPrice");
  if (unitPrice <= 0) throw new RangeError(`unitPrice must be positive, got ${unitPrice}`);
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) throw new RangeError(`not calendar dates: ${startDate} → ${endDate}`);

  const units = Math.max(0, daysBetween(start, end));
  const subtotal = units * unitPrice;
  assertWholeAmount(subtotal, "subtotal");
  const travelerFee = percentOf(subtotal, TRAVELER_FEE_PERCENT);
  const hostFee = percentOf(subtotal, HOST_FEE_PERCENT);
  return {
    units,
    unitPrice,
    subtotal,
    travelerFee,
    hostFee,
    total: subtotal + travelerFee,
    hostPayout: subtotal - hostFee,
  };
}

/** 'nuit' / 'nuits' for accommodations, 'jour' / 'jours' for vehicles (0 and 1 are singular in French). */
export function unitLabel(isVehicle: boolean, count: number): string {
  const singular = isVehicle ? "jour" : "nuit";
  return Math.abs(count) >= 2 ? `${singular}s` : singular;
}

/** '3 nuits', '1 jour'. */
export function formatUnits(isVehicle: boolean, count: number): string {
  return `${count} ${unitLabel(isVehicle, count)}`;
}

function assertWholeAmount(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of FCFA, got ${value}`);
  }
}
