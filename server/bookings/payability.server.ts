// Why an unpaid booking can no longer be paid, in words: the rule itself (dates past in
// Benin time, attempts capped) is paymentBlock in common/lifecycles/booking.ts; this adds
// the French message the payment action and the pages show.
import { bookingPayability as messages } from "#app/messages/fr/booking-payability";
import { MAX_PAYMENT_ATTEMPTS, paymentBlock, type PaymentBlock } from "#common/lifecycles/booking";

export type PayabilityBlock = { reason: PaymentBlock; message: string };

/** Why the booking can no longer be paid, with its message, or null if it can (state aside: see `isPayable`). */
export function explainPaymentBlock(booking: Parameters<typeof paymentBlock>[0], now: Date): PayabilityBlock | null {
  const reason = paymentBlock(booking, now);
  if (reason === "dates_past") return { reason, message: messages.datesPast };
  if (reason === "too_many_attempts") return { reason, message: messages.tooManyAttempts(MAX_PAYMENT_ATTEMPTS) };
  return null;
}
