// A traveler cancels their own booking. Unpaid: the dates are freed, nothing to refund.
// Paid: the policy stored on the booking when it was made decides (never the listing's
// current one, which the host may have changed since; common/cancellation.ts, Benin
// time); a refund owed is recorded on the booking (refund_amount, refund_status 'owed')
// for the administrators, who are notified, since mobile-money refunds are paid back by hand.
import { refundFor } from "#common/cancellation";
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import { booking as messages } from "#common/texts/fr/booking";
import type { Database } from "#server/db/client.server";
import { getDb } from "#server/db/client.server";
import { announceCancellation, announceRefundOwed } from "./booking-emails.server";
import { canFire, transition, type BookingState } from "./booking-lifecycle.server";
import { getOwnBooking, type BookingWithListing } from "./booking-queries.server";

export type CancellationQuote = {
  cancellable: boolean;
  paid: boolean;
  refundAmount: number;
  free: boolean;
  deadline: string;
};

/** What cancelling now would give back (shown before the traveler confirms). */
export function quoteCancellation(
  booking: BookingState & Pick<BookingWithListing, "startDate" | "endDate" | "lineItems" | "cancellationPolicy">,
  now = clockNow(),
): CancellationQuote {
  const paid = booking.paymentStatus === "completed";
  const event = paid ? "cancelPaid" : "cancelUnpaid";
  // A stay that has ended is history, not something to cancel.
  const cancellable = canFire(event, booking) && booking.endDate > todayInBenin(now);
  const refund = refundFor({
    policy: booking.cancellationPolicy,
    startDate: booking.startDate,
    lineItems: booking.lineItems,
    now,
  });
  return {
    cancellable,
    paid,
    refundAmount: paid ? refund.refundAmount : 0,
    free: refund.free,
    deadline: refund.deadline,
  };
}

export async function cancelBooking(
  bookingId: string,
  userId: string,
  { now = clockNow() }: { now?: Date } = {},
): Promise<{ ok: true; refundAmount: number } | { ok: false; message: string }> {
  const booking = await getOwnBooking(bookingId, userId);
  if (!booking) return { ok: false, message: messages.myBookings.notFound };
  const quote = quoteCancellation(booking, now);
  if (!quote.cancellable) return { ok: false, message: messages.myBookings.cannotCancel };

  const done = await getDb().transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (!quote.paid) {
      return transition(db, booking.id, "cancelUnpaid", "traveler", {
        cancelledAt: now,
        refundAmount: 0,
        refundStatus: "none",
      });
    }
    const row = await transition(db, booking.id, "cancelPaid", "traveler", {
      cancelledAt: now,
      refundAmount: quote.refundAmount,
      refundStatus: quote.refundAmount > 0 ? "owed" : "none",
    });
    if (row) {
      await announceCancellation(db, booking);
      if (quote.refundAmount > 0) await announceRefundOwed(db, booking, quote.refundAmount);
    }
    return row;
  });
  // Another request (a payment confirmation, a second click) changed it first.
  if (!done) return { ok: false, message: messages.myBookings.cannotCancel };
  return { ok: true, refundAmount: quote.refundAmount };
}
