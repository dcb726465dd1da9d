import type { BookingPayabilityTexts } from "#common/texts/booking-payability";

export const bookingPayability: BookingPayabilityTexts = {
  datesPast: "The dates of this booking have passed.",
  tooManyAttempts: (max: number) =>
    `The maximum number of payment attempts (${max}) has been reached for this booking. Please make a new booking.`,
};
