// What a host earns on one booking (decisions, "Money goes out as reliably as it comes in"):
// the subtotal less the 5 % host fee while the booking stands; once a paid booking is
// cancelled or refused, the host's part of what is not refunded (keptAfterRefund, the
// ledger's own split: docs/decisions/017). Unpaid bookings earn nothing.
import { keptAfterRefund } from "#common/ledger";
import { isEnded, isPaid, type BookingState } from "#common/lifecycles/booking";
import { hostShare, travelerTotal, type LineItem } from "#common/line-items";

export type EarningBooking = BookingState & { lineItems: readonly LineItem[]; refundAmount: number | null };

export function hostEarning(booking: EarningBooking): number {
  if (!isPaid(booking)) return 0;
  if (!isEnded(booking)) return hostShare(booking.lineItems);
  const refund = Math.min(booking.refundAmount ?? 0, travelerTotal(booking.lineItems));
  return keptAfterRefund(booking.lineItems, refund).host;
}
