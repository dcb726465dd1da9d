// The booking form's rules, plain TypeScript: the browser may run them for comfort, the
// server action runs the same ones as the rule (then the database decides availability).
// A problem is a code (a key of the booking form's `validation` texts, with its
// parameters); the words are chosen where it is shown, in the reader's language.
import { addDays, daysBetween, parseIsoDate } from "#common/dates";
import type { FieldProblems } from "#common/problems";
import { chooseDriver, type DriverOption } from "#common/rental-terms";
import { EMAIL_PATTERN, hasForbiddenCharacters, visiblePart } from "#common/text-input";
import type { BookingFormTexts } from "#common/texts/booking-form";
import { stayRuleProblems, type BookingRules } from "./booking-rules";

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;
/** Bookings open at most this many days ahead, and last at most MAX_UNITS nights or days. */
export const BOOKING_HORIZON_DAYS = 365;
export const MAX_UNITS = 90;

export type BookingFields = {
  checkIn: string;
  checkOut: string;
  guests: string;
  travelerFirstName: string;
  travelerLastName: string;
  travelerEmail: string;
  travelerPhone: string;
  /** A vehicle's driver choice, 'with' or 'without' (docs/decisions/027); ignored on a stay. */
  driver?: string;
};

/** What can be wrong with a field: a key of the booking form's validation texts. */
export type BookingProblemCode = keyof BookingFormTexts["validation"];
export type BookingProblems = FieldProblems<keyof BookingFields, BookingProblemCode>;

export type ValidBooking = {
  checkIn: string;
  checkOut: string;
  guests: number;
  traveler: { firstName: string; lastName: string; email: string; phone?: string };
  /** Whether the traveler takes the vehicle's driver; null on a stay. */
  withDriver: boolean | null;
};

const NAME_MAX = 100;

/**
 * Checks the form; `today` is Benin's date ('YYYY-MM-DD'), `maxGuests` the listing's
 * capacity (the lower of it and 10 applies), `rules` the listing's booking rules (its
 * shortest and longest stay, its advance notice; common/rules/booking-rules.ts),
 * `driverOption` what a vehicle offers (null or absent on a stay: a posted driver choice is
 * then ignored).
 */
export function validateBooking(
  fields: BookingFields,
  {
    today,
    maxGuests,
    rules,
    isVehicle = false,
    driverOption = null,
  }: {
    today: string;
    maxGuests: number;
    rules?: Pick<BookingRules, "minStay" | "maxStay" | "advanceNoticeDays">;
    isVehicle?: boolean;
    driverOption?: DriverOption | null;
  },
): { ok: true; value: ValidBooking } | { ok: false; problems: BookingProblems } {
  const errors: BookingProblems = {};
  let withDriver: boolean | null = null;
  if (driverOption) {
    const choice = chooseDriver(driverOption, fields.driver);
    if (choice.ok) withDriver = choice.withDriver;
    else errors.driver = { code: choice.code };
  }
  const checkIn = parseIsoDate(fields.checkIn);
  const checkOut = parseIsoDate(fields.checkOut);
  if (!checkIn) errors.checkIn = { code: "checkIn" };
  else if (checkIn < today) errors.checkIn = { code: "pastDate" };
  else if (checkIn > addDays(today, BOOKING_HORIZON_DAYS)) errors.checkIn = { code: "tooFarAhead" };
  if (!checkOut) errors.checkOut = { code: "checkOut" };
  else if (checkIn && checkOut <= checkIn) errors.checkOut = { code: "checkOutAfter" };
  else if (checkIn && daysBetween(checkIn, checkOut) > MAX_UNITS) errors.checkOut = { code: "tooLong" };

  if (rules && checkIn && checkOut && !errors.checkIn && !errors.checkOut) {
    for (const problem of stayRuleProblems(rules, { checkIn, checkOut, today, isVehicle })) {
      errors[problem.field] = { code: problem.code, params: problem.params };
    }
  }

  const guestsText = fields.guests.trim();
  const guests = /^-?\d{1,4}$/.test(guestsText) ? Number(guestsText) : Number.NaN;
  if (!Number.isInteger(guests) || guests < MIN_GUESTS) errors.guests = { code: "guestsMin" };
  else if (guests > MAX_GUESTS) errors.guests = { code: "guestsMax" };
  else if (guests > maxGuests) errors.guests = { code: "capacity", params: [maxGuests] };

  const firstName = fields.travelerFirstName.trim();
  const lastName = fields.travelerLastName.trim();
  const email = fields.travelerEmail.trim().toLowerCase();
  const phone = fields.travelerPhone.trim();
  // Names go into the booking's JSON (PostgreSQL refuses NUL there too), e-mails and the
  // host's screens: control characters and direction overrides are refused.
  if (!visiblePart(firstName)) errors.travelerFirstName = { code: "firstName" };
  else if (hasForbiddenCharacters(firstName)) errors.travelerFirstName = { code: "forbiddenCharacters" };
  else if (firstName.length > NAME_MAX) errors.travelerFirstName = { code: "tooLongText" };
  if (!visiblePart(lastName)) errors.travelerLastName = { code: "lastName" };
  else if (hasForbiddenCharacters(lastName)) errors.travelerLastName = { code: "forbiddenCharacters" };
  else if (lastName.length > NAME_MAX) errors.travelerLastName = { code: "tooLongText" };
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.travelerEmail = { code: "email" };
  // Optional (spec); when given it must look like a phone number (the payment page checks
  // the mobile-money number itself with the Benin numbering plan).
  if (phone && !/^\+?[0-9 ().-]{8,20}$/.test(phone)) errors.travelerPhone = { code: "phone" };

  if (Object.keys(errors).length > 0 || !checkIn || !checkOut) return { ok: false, problems: errors };
  return {
    ok: true,
    value: {
      checkIn,
      checkOut,
      guests,
      traveler: { firstName, lastName, email, ...(phone ? { phone } : {}) },
      withDriver,
    },
  };
}

/** Whether a night (the date it starts) is inside one of the taken ranges [start, end). */
export function isNightTaken(date: string, taken: readonly { start: string; end: string }[]) {
  return taken.some((range) => date >= range.start && date < range.end);
}

/**
 * Departure picker: a departure is possible if every night from arrival to the day before
 * departure is free (a stay cannot jump over someone else's nights).
 */
export function isDepartureBlocked(
  arrival: string,
  departure: string,
  taken: readonly { start: string; end: string }[],
) {
  if (departure <= arrival) return true;
  return taken.some((range) => range.start < departure && range.end > arrival);
}
