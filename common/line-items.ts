// A booking's money as line items. Each line says what it is (its kind), how much (whole
// FCFA), who pays it, who receives it, and what it was computed from. A booking stores the
// lines priced when it was made (migration 0008); every amount shown (totals, the host's
// share, a refund) is derived from them by the functions below, never priced again.
//
// Why a payer and a payee on every line: the totals are then sums over who pays whom, so a
// new kind (a discount the host grants, a driver's daily price, a refund) changes no caller.
// A line only has to say who pays whom, and the traveler's total, the host's share and the
// platform's revenue stay right. Over all parties, a booking's lines sum to zero.

export type Party = "traveler" | "host" | "platform";

type Movement<Payer extends Party, Payee extends Party> = {
  /** Whole FCFA, never negative: the direction is payer → payee. */
  amount: number;
  payer: Payer;
  payee: Payee;
};

/** The nights (accommodations) or days (vehicles): units × unitPrice, paid to the host. */
export type StayLine = Movement<"traveler", "host"> & { kind: "stay"; units: number; unitPrice: number };

/**
 * A vehicle's driver, when the traveler chose one: units (days) × unitPrice (the listing's
 * driver price per day), paid to the host like the rental itself.
 */
export type DriverLine = Movement<"traveler", "host"> & { kind: "driver"; units: number; unitPrice: number };

/** The platform's service fee, paid by the traveler on top of the price: `percent` % of `base`. */
export type TravelerFeeLine = Movement<"traveler", "platform"> & {
  kind: "traveler_fee";
  percent: number;
  base: number;
};

/** The platform's fee, kept from what the host receives: `percent` % of `base`. */
export type HostFeeLine = Movement<"host", "platform"> & { kind: "host_fee"; percent: number; base: number };

/**
 * The host's discount for a long stay (the listing's booking rules): `percent` % of the
 * stay's `base`, given back by the host to the traveler, so the fees are taken on what is
 * left (`period`: weekly from 7 nights or days, monthly from 28).
 */
export type DiscountLine = Movement<"host", "traveler"> & {
  kind: "discount";
  period: "weekly" | "monthly";
  percent: number;
  base: number;
};

export type LineItem = StayLine | DriverLine | DiscountLine | TravelerFeeLine | HostFeeLine;
export type LineItemKind = LineItem["kind"];

/** A booking's amounts as the pages show them, every one derived from its line items. */
export type PriceSummary = {
  /** Nights (accommodations) or days (vehicles). */
  units: number;
  unitPrice: number;
  /** The price before the traveler's service fee ('Sous-total'): the stay and the driver, the discount taken off. */
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

/** What `party` receives minus what it pays, over these lines. */
export function netAmount(lines: readonly LineItem[], party: Party): number {
  const { received, paid } = flowsOf(lines, party);
  return received - paid;
}

/** What the traveler pays for the booking: the lines they pay, less the lines paid to them. */
export function travelerTotal(lines: readonly LineItem[]): number {
  const { received, paid } = flowsOf(lines, "traveler");
  return paid - received;
}

/** What the host earns on the booking (the subtotal minus the 5 % host fee). */
export function hostShare(lines: readonly LineItem[]): number {
  return netAmount(lines, "host");
}

/** What the platform keeps: its fees, on both sides. */
export function platformRevenue(lines: readonly LineItem[]): number {
  return netAmount(lines, "platform");
}

/** The sum of the lines of one kind (0 when there is none). */
export function amountOf(lines: readonly LineItem[], kind: LineItemKind): number {
  let sum = 0;
  for (const line of lines) if (line.kind === kind) sum += line.amount;
  return sum;
}

/** The stay's line: its units and unit price (a booking has exactly one). */
export function stayLine(lines: readonly LineItem[]): StayLine | undefined {
  return lines.find((line): line is StayLine => line.kind === "stay");
}

/** The driver's days, price per day and amount, when the traveler chose a driver (null otherwise). */
export function driverPrice(lines: readonly LineItem[]): { units: number; unitPrice: number; amount: number } | null {
  const line = lines.find((item): item is DriverLine => item.kind === "driver");
  return line ? { units: line.units, unitPrice: line.unitPrice, amount: line.amount } : null;
}

/** Every amount a page shows about a booking's price, from its line items. */
export function summarizePrice(lines: readonly LineItem[]): PriceSummary {
  const stay = stayLine(lines);
  const total = travelerTotal(lines);
  const travelerFee = amountOf(lines, "traveler_fee");
  return {
    units: stay?.units ?? 0,
    unitPrice: stay?.unitPrice ?? 0,
    // What the traveler pays for the stay itself (with a driver's price or a discount, later).
    subtotal: total - travelerFee,
    travelerFee,
    hostFee: amountOf(lines, "host_fee"),
    total,
    hostPayout: hostShare(lines),
  };
}

/** A long-stay discount as the price summary shows it. */
export type DiscountShown = { period: DiscountLine["period"]; percent: number; amount: number; stayAmount: number };

/** The booking's long-stay discount and the stay's price before it, or null when it has none. */
export function discountOf(lines: readonly LineItem[]): DiscountShown | null {
  const discount = lines.find((line): line is DiscountLine => line.kind === "discount");
  if (!discount) return null;
  return {
    period: discount.period,
    percent: discount.percent,
    amount: discount.amount,
    stayAmount: stayLine(lines)?.amount ?? discount.base,
  };
}

function flowsOf(lines: readonly LineItem[], party: Party) {
  let received = 0;
  let paid = 0;
  for (const line of lines) {
    if (line.payee === party) received += line.amount;
    if (line.payer === party) paid += line.amount;
  }
  return { received, paid };
}

/** Throws a RangeError unless every line's amount is a whole, non-negative number of FCFA. */
export function assertLineItems(lines: readonly LineItem[]): void {
  if (!Array.isArray(lines)) throw new RangeError("line items must be a list");
  for (const line of lines) assertWholeAmount(line.amount, `${line.kind} amount`);
}

export function assertWholeAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of FCFA, got ${value}`);
  }
}
