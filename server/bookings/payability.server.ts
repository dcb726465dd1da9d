// Whether an unpaid booking may still be paid, decided in one place for the payment
// action, the /payment page and /my-bookings. Two limits come on top of the state:
// - a stay whose first day is already past (Benin time) cannot be paid any more;
// - each payment attempt renews the 30-minute hold, so attempts are capped, otherwise a
//   traveler could keep dates blocked forever by clicking "Payer" every half hour.
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import { bookingPayability as messages } from "#common/texts/fr/booking-payability";
import type { BookingState } from "./booking-lifecycle.server";

/** Payment attempts (payment_transactions rows) a booking may have; the next one is refused. */
export const MAX_PAYMENT_ATTEMPTS = 3;

export type PayabilityBlock = { reason: "dates_past" | "too_many_attempts"; message: string };

type Payable = BookingState & { startDate: string; paymentAttempts: number };

/** Why the booking can no longer be paid, or null if it can (state aside: see `isPayable`). */
export function paymentBlock(booking: Payable, now = clockNow()): PayabilityBlock | null {
  if (booking.startDate < todayInBenin(now)) return { reason: "dates_past", message: messages.datesPast };
  if (booking.paymentAttempts >= MAX_PAYMENT_ATTEMPTS) {
    return { reason: "too_many_attempts", message: messages.tooManyAttempts(MAX_PAYMENT_ATTEMPTS) };
  }
  return null;
}

/** Whether the pages should offer to pay: unpaid, pending or expired, and no block. */
export function isPayable(booking: Payable, now = clockNow()) {
  const unpaidState =
    booking.paymentStatus === "pending" && (booking.status === "pending" || booking.status === "expired");
  return unpaidState && paymentBlock(booking, now) === null;
}
