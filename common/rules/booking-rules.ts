// A listing's booking rules (issue 16, decisions "Hosts in control"): how it is booked
// (instantly, or on request: the host accepts within 24 h, the traveler then pays within
// 12 h), the shortest and longest stay in nights (days for a vehicle), how many days ahead
// a booking must start (advance notice, counted from Benin's date), and the weekly (7+)
// and monthly (28+) discounts in whole percent. Pure: the listing form's checks (browser
// comfort, the action's rule), the booking's checks (create-booking) and search's SQL
// (server/listings/search.server.ts) all read these numbers. Problems are codes.
import { addDays, daysBetween } from "#common/dates";
import type { FieldProblems } from "#common/problems";

export const BOOKING_MODES = ["instant", "request"] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** Nights or days a stay may be bounded to: MAX_UNITS of common/rules/booking.ts (a test holds them equal). */
export const MAX_STAY_LIMIT = 90;
/** Days of advance notice a host may ask for. */
export const MAX_ADVANCE_NOTICE_DAYS = 30;
/** The highest discount a host may grant, in percent (the stay must still cost something). */
export const MAX_DISCOUNT_PERCENT = 90;
/** From how many nights or days each discount applies (the monthly one replaces the weekly one). */
export const WEEKLY_DISCOUNT_UNITS = 7;
export const MONTHLY_DISCOUNT_UNITS = 28;

export type BookingRules = {
  bookingMode: BookingMode;
  minStay: number;
  /** null: no longest stay but the platform's MAX_UNITS. */
  maxStay: number | null;
  advanceNoticeDays: number;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
};

/** A listing's rules when the host set none: instant booking, no limit, no discount. */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  bookingMode: "instant",
  minStay: 1,
  maxStay: null,
  advanceNoticeDays: 0,
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
};

// ---- The listing form's part.

export type RawBookingRules = {
  bookingMode: string;
  minStay: string;
  maxStay: string;
  advanceNoticeDays: string;
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
};
export type BookingRulesField = keyof RawBookingRules;

export type BookingRulesProblemCode =
  "bookingMode" | "minStay" | "maxStay" | "maxStayBelowMin" | "advanceNotice" | "discount" | "monthlyBelowWeekly";
export type BookingRulesProblems = FieldProblems<BookingRulesField, BookingRulesProblemCode>;

export const BOOKING_RULES_FIELDS: readonly BookingRulesField[] = [
  "bookingMode",
  "minStay",
  "maxStay",
  "advanceNoticeDays",
  "weeklyDiscountPercent",
  "monthlyDiscountPercent",
];

/** Reads the posted form; anything missing becomes ''. */
export function readBookingRulesForm(form: FormData): RawBookingRules {
  const fields = {} as RawBookingRules;
  for (const name of BOOKING_RULES_FIELDS) {
    const value = form.get(name);
    fields[name] = typeof value === "string" ? value.slice(0, 20) : "";
  }
  return fields;
}

export function rulesToFields(rules: BookingRules): RawBookingRules {
  return {
    bookingMode: rules.bookingMode,
    minStay: String(rules.minStay),
    maxStay: rules.maxStay === null ? "" : String(rules.maxStay),
    advanceNoticeDays: String(rules.advanceNoticeDays),
    weeklyDiscountPercent: String(rules.weeklyDiscountPercent),
    monthlyDiscountPercent: String(rules.monthlyDiscountPercent),
  };
}

/** A whole number typed in the form ('' is `empty`), within [min, max], or null. */
function bounded(text: string, min: number, max: number, empty: number | null): number | null | "invalid" {
  const trimmed = text.trim();
  if (!trimmed) return empty;
  if (!/^\d{1,3}$/.test(trimmed)) return "invalid";
  const value = Number(trimmed);
  return value >= min && value <= max ? value : "invalid";
}

/**
 * Checks the rules part of the listing form. Empty fields take the defaults (instant,
 * 1 night, no longest stay, no notice, no discount); a monthly discount smaller than the
 * weekly one would make a month cheaper per night than… a week: refused.
 */
export function validateBookingRules(
  raw: RawBookingRules,
): { ok: true; value: BookingRules } | { ok: false; problems: BookingRulesProblems } {
  const problems: BookingRulesProblems = {};
  const mode = raw.bookingMode.trim() || "instant";
  if (!(BOOKING_MODES as readonly string[]).includes(mode)) problems.bookingMode = { code: "bookingMode" };
  const minStay = bounded(raw.minStay, 1, MAX_STAY_LIMIT, 1);
  if (minStay === "invalid" || minStay === null) problems.minStay = { code: "minStay", params: [MAX_STAY_LIMIT] };
  const maxStay = bounded(raw.maxStay, 1, MAX_STAY_LIMIT, null);
  if (maxStay === "invalid") problems.maxStay = { code: "maxStay", params: [MAX_STAY_LIMIT] };
  else if (maxStay !== null && typeof minStay === "number" && maxStay < minStay) {
    problems.maxStay = { code: "maxStayBelowMin" };
  }
  const notice = bounded(raw.advanceNoticeDays, 0, MAX_ADVANCE_NOTICE_DAYS, 0);
  if (notice === "invalid" || notice === null) {
    problems.advanceNoticeDays = { code: "advanceNotice", params: [MAX_ADVANCE_NOTICE_DAYS] };
  }
  const weekly = bounded(raw.weeklyDiscountPercent, 0, MAX_DISCOUNT_PERCENT, 0);
  if (weekly === "invalid" || weekly === null) {
    problems.weeklyDiscountPercent = { code: "discount", params: [MAX_DISCOUNT_PERCENT] };
  }
  const monthly = bounded(raw.monthlyDiscountPercent, 0, MAX_DISCOUNT_PERCENT, 0);
  if (monthly === "invalid" || monthly === null) {
    problems.monthlyDiscountPercent = { code: "discount", params: [MAX_DISCOUNT_PERCENT] };
  } else if (typeof weekly === "number" && monthly > 0 && monthly < weekly) {
    problems.monthlyDiscountPercent = { code: "monthlyBelowWeekly" };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      bookingMode: mode as BookingMode,
      minStay: minStay as number,
      maxStay: maxStay as number | null,
      advanceNoticeDays: notice as number,
      weeklyDiscountPercent: weekly as number,
      monthlyDiscountPercent: monthly as number,
    },
  };
}

// ---- A stay against the rules (the booking form, create-booking, search).

export type StayRuleProblem =
  | { field: "checkIn"; code: "advanceNotice"; params: [number] }
  | { field: "checkOut"; code: "minStay" | "minStayDays" | "maxStay" | "maxStayDays"; params: [number] };

/** The earliest arrival the rules allow, from Benin's date `today`. */
export function earliestArrival(rules: Pick<BookingRules, "advanceNoticeDays">, today: string): string {
  return addDays(today, rules.advanceNoticeDays);
}

/**
 * What refuses the stay [checkIn, checkOut) under these rules, or null. Dates are valid
 * 'YYYY-MM-DD' (validateBooking checked them); `today` is Benin's date.
 */
export function stayRuleProblems(
  rules: Pick<BookingRules, "minStay" | "maxStay" | "advanceNoticeDays">,
  stay: { checkIn: string; checkOut: string; today: string; isVehicle: boolean },
): StayRuleProblem[] {
  const problems: StayRuleProblem[] = [];
  if (stay.checkIn < earliestArrival(rules, stay.today)) {
    problems.push({ field: "checkIn", code: "advanceNotice", params: [rules.advanceNoticeDays] });
  }
  const units = daysBetween(stay.checkIn, stay.checkOut);
  if (units < rules.minStay) {
    problems.push({ field: "checkOut", code: stay.isVehicle ? "minStayDays" : "minStay", params: [rules.minStay] });
  } else if (rules.maxStay !== null && units > rules.maxStay) {
    problems.push({ field: "checkOut", code: stay.isVehicle ? "maxStayDays" : "maxStay", params: [rules.maxStay] });
  }
  return problems;
}

/** The discount a stay of `units` nights or days gets: monthly from 28, else weekly from 7, else none. */
export function discountFor(
  rules: Pick<BookingRules, "weeklyDiscountPercent" | "monthlyDiscountPercent">,
  units: number,
): { period: "weekly" | "monthly"; percent: number } | null {
  if (units >= MONTHLY_DISCOUNT_UNITS && rules.monthlyDiscountPercent > 0) {
    return { period: "monthly", percent: rules.monthlyDiscountPercent };
  }
  if (units >= WEEKLY_DISCOUNT_UNITS && rules.weeklyDiscountPercent > 0) {
    return { period: "weekly", percent: rules.weeklyDiscountPercent };
  }
  return null;
}
