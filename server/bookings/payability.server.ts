// Why an unpaid booking can no longer be paid, in the reader's words: the rule itself (dates
// past in Benin time, attempts capped) is paymentBlock in common/lifecycles/booking.ts; the
// words are the payment refusals' (server/http/refusals.server.ts).
import type { Lang } from "#common/i18n";
import { isRequested, paymentBlock, type BookingState } from "#common/lifecycles/booking";
import { refusal } from "#server/http/refusals.server";

/** Why the booking can no longer be paid, in words, or null if it can (state aside: see `isPayable`). */
export function explainPaymentBlock(
  booking: Parameters<typeof paymentBlock>[0] & BookingState,
  now: Date,
  lang: Lang,
): string | null {
  // A request to book waits for its host's answer first (docs/decisions/026).
  if (isRequested(booking)) return refusal("payment", "awaiting_host", lang).message;
  const reason = paymentBlock(booking, now);
  return reason ? refusal("payment", reason, lang).message : null;
}
