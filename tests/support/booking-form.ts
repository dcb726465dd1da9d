// The booking form as a traveler fills it on a listing page: every test that books starts
// from this one and changes only what it is about.
import type { BookingFields } from "#common/rules/booking";

/** A traveler's default details (Aïcha Dossou, no phone). */
export const BOOKING_TRAVELER = {
  travelerFirstName: "Aïcha",
  travelerLastName: "Dossou",
  travelerEmail: "aicha@exemple.bj",
  travelerPhone: "",
} as const;

/** The form fields for a stay from `checkIn` to `checkOut` (one guest unless told). */
export function bookingForm(checkIn: string, checkOut: string, overrides: Partial<BookingFields> = {}): BookingFields {
  return { checkIn, checkOut, guests: "1", ...BOOKING_TRAVELER, ...overrides };
}
