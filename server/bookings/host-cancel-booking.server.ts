// A host cancels a confirmed booking of their own listing (decisions, "Money goes out as
// reliably as it comes in"): the traveler is refunded in full, whatever the listing's
// policy, and the host keeps nothing of it. Only the listing's host, only a confirmed
// booking whose stay has not started (Benin time); through the lifecycle's cancelByHost
// transition (calendar released, refund owed in the ledger, administrators told), and both
// sides e-mailed in the same transaction.
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import { isId } from "#common/ids";
import { isConfirmed } from "#common/lifecycles/booking";
import { refundOnCancellation } from "#common/lifecycles/refund";
import { travelerTotal } from "#common/line-items";
import { getDb, type Database } from "#server/db/client.server";
import { announceCancellationEmails } from "#server/money/money-emails.server";
import { transition } from "./booking-lifecycle.server";
import { getBookingWithListing, type BookingWithListing } from "./booking-queries.server";

export type HostCancelResult =
  { ok: true; refundAmount: number } | { ok: false; reason: "not_found" | "cannot_cancel" };

/** Whether the host may cancel this booking now (for showing the button; the operation checks again). */
export function isCancellableByHost(
  booking: Pick<BookingWithListing, "status" | "paymentStatus" | "startDate">,
  now = clockNow(),
): boolean {
  return isConfirmed(booking) && booking.startDate >= todayInBenin(now);
}

export async function cancelByHost(
  bookingId: string,
  hostId: string,
  { now = clockNow() }: { now?: Date } = {},
): Promise<HostCancelResult> {
  if (!isId(bookingId)) return { ok: false, reason: "not_found" };
  const booking = await getBookingWithListing(bookingId.toLowerCase());
  // Someone else's booking reads as not found: its existence is not told.
  if (!booking || booking.hostId !== hostId) return { ok: false, reason: "not_found" };
  if (!isCancellableByHost(booking, now)) return { ok: false, reason: "cannot_cancel" };
  const refundAmount = travelerTotal(booking.lineItems);
  const done = await getDb().transaction(async (tx) => {
    const moved = await transition(
      tx,
      booking.id,
      "cancelByHost",
      "host",
      { cancelledAt: now, refundAmount, refundStatus: refundOnCancellation(refundAmount) },
      { now },
    );
    if (!moved) return false;
    const after = await getBookingWithListing(booking.id, tx);
    await announceCancellationEmails(tx as unknown as Database, after!, { byHost: true });
    return true;
  });
  // A payment, a traveler's cancellation or a second click changed it first.
  if (!done) return { ok: false, reason: "cannot_cancel" };
  return { ok: true, refundAmount };
}
