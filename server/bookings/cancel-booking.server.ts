// A traveler cancels their own booking. Unpaid: the dates are freed, nothing to refund.
// Paid: the policy stored on the booking when it was made decides (never the listing's
// current one, which the host may have changed since; common/cancellation.ts, Benin
// time); a refund owed is recorded on the booking (refund_amount, refund_status 'owed')
// for the administrators, who are notified, since mobile-money refunds are paid back by hand.
import { refundFor } from "#common/cancellation";
import { now as clockNow } from "#common/clock";
import { cancellationEvent, isCancellableByTraveler, isPaid, type BookingState } from "#common/lifecycles/booking";
import { refundOnCancellation } from "#common/lifecycles/refund";
import { getDb, type Database } from "#server/db/client.server";
import { announceCancellationEmails } from "#server/money/money-emails.server";
import { transition } from "./booking-lifecycle.server";
import { getBookingWithListing, getOwnBooking, type BookingWithListing } from "./booking-queries.server";

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
  const paid = isPaid(booking);
  // A stay that has ended is history, not something to cancel.
  const cancellable = isCancellableByTraveler(booking, now);
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
): Promise<{ ok: true; refundAmount: number } | { ok: false; reason: "not_found" | "cannot_cancel" }> {
  const booking = await getOwnBooking(bookingId, userId);
  if (!booking) return { ok: false, reason: "not_found" };
  const quote = quoteCancellation(booking, now);
  if (!quote.cancellable) return { ok: false, reason: "cannot_cancel" };

  // The transition's declared effects tell the host and, when a refund is owed, the admins.
  const done = await getDb().transaction(async (tx) => {
    const moved = await transition(
      tx,
      booking.id,
      cancellationEvent(booking),
      "traveler",
      { cancelledAt: now, refundAmount: quote.refundAmount, refundStatus: refundOnCancellation(quote.refundAmount) },
      { now },
    );
    // A paid booking cancelled: the traveler (the refund coming) and the host are e-mailed.
    if (moved && quote.paid) {
      const after = await getBookingWithListing(booking.id, tx);
      await announceCancellationEmails(tx as unknown as Database, after!, { byHost: false });
    }
    return moved;
  });
  // Another request (a payment confirmation, a second click) changed it first.
  if (!done) return { ok: false, reason: "cannot_cancel" };
  return { ok: true, refundAmount: quote.refundAmount };
}
