// The booking form's rules (spec point 5), plain TypeScript: the browser runs them for
// comfort, the server action runs the same ones as the rule (then the database decides
// availability). No library is shipped to the browser for this.
import { addDays, daysBetween, parseIsoDate } from "#common/dates";
import { EMAIL_PATTERN, hasForbiddenCharacters, visiblePart } from "#common/text-input";
import { bookingFormTexts } from "#common/texts/booking-form";
import { commonTexts } from "#common/texts/common";
import { bookingForm as messages } from "#common/texts/fr/booking-form";
import { common } from "#common/texts/fr/common";

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
};

export type BookingFieldErrors = Partial<Record<keyof BookingFields, string>>;

export type ValidBooking = {
  checkIn: string;
  checkOut: string;
  guests: number;
  traveler: { firstName: string; lastName: string; email: string; phone?: string };
};

const NAME_MAX = 100;

/**
 * Checks the form; `today` is Benin's date ('YYYY-MM-DD'), `maxGuests` the listing's
 * capacity (the lower of it and 10 applies).
 */
export function validateBooking(
  fields: BookingFields,
  { today, maxGuests }: { today: string; maxGuests: number },
): { ok: true; value: ValidBooking } | { ok: false; errors: BookingFieldErrors } {
  const errors: BookingFieldErrors = {};
  const checkIn = parseIsoDate(fields.checkIn);
  const checkOut = parseIsoDate(fields.checkOut);
  if (!checkIn) errors.checkIn = messages.validation.checkIn;
  else if (checkIn < today) errors.checkIn = messages.validation.pastDate;
  else if (checkIn > addDays(today, BOOKING_HORIZON_DAYS)) errors.checkIn = messages.validation.tooFarAhead;
  if (!checkOut) errors.checkOut = messages.validation.checkOut;
  else if (checkIn && checkOut <= checkIn) errors.checkOut = messages.validation.checkOutAfter;
  else if (checkIn && daysBetween(checkIn, checkOut) > MAX_UNITS) errors.checkOut = messages.validation.tooLong;

  const guestsText = fields.guests.trim();
  const guests = /^-?\d{1,4}$/.test(guestsText) ? Number(guestsText) : Number.NaN;
  if (!Number.isInteger(guests) || guests < MIN_GUESTS) errors.guests = messages.validation.guestsMin;
  else if (guests > MAX_GUESTS) errors.guests = messages.validation.guestsMax;
  else if (guests > maxGuests) errors.guests = messages.validation.capacity(maxGuests);

  const firstName = fields.travelerFirstName.trim();
  const lastName = fields.travelerLastName.trim();
  const email = fields.travelerEmail.trim().toLowerCase();
  const phone = fields.travelerPhone.trim();
  // Names go into the booking's JSON (PostgreSQL refuses NUL there too), e-mails and the
  // host's screens: control characters and direction overrides are refused.
  if (!visiblePart(firstName)) errors.travelerFirstName = messages.validation.firstName;
  else if (hasForbiddenCharacters(firstName)) errors.travelerFirstName = common.forbiddenCharacters;
  else if (firstName.length > NAME_MAX) errors.travelerFirstName = messages.validation.tooLongText;
  if (!visiblePart(lastName)) errors.travelerLastName = messages.validation.lastName;
  else if (hasForbiddenCharacters(lastName)) errors.travelerLastName = common.forbiddenCharacters;
  else if (lastName.length > NAME_MAX) errors.travelerLastName = messages.validation.tooLongText;
  if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.travelerEmail = messages.validation.email;
  // Optional (spec); when given it must look like a phone number (the payment page checks
  // the mobile-money number itself with the Benin numbering plan).
  if (phone && !/^\+?[0-9 ().-]{8,20}$/.test(phone)) errors.travelerPhone = messages.validation.phone;

  if (Object.keys(errors).length > 0 || !checkIn || !checkOut) return { ok: false, errors };
  return {
    ok: true,
    value: {
      checkIn,
      checkOut,
      guests,
      traveler: { firstName, lastName, email, ...(phone ? { phone } : {}) },
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
