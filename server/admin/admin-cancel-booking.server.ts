// An administrator cancels a confirmed booking with a full refund (issue 16), with a reason:
// the booking lifecycle's cancelByAdmin transition (calendar released, refund owed in the
// ledger, the refund's payouts started by the refund engine, administrators told), the
// traveler and the host e-mailed, and the admin_actions row, all in one transaction. The
// same window as a host's cancellation: a paid booking whose stay has not started.
import { now as clockNow } from "#common/clock";
import { parseId } from "#common/ids";
import { refundOnCancellation } from "#common/lifecycles/refund";
import { travelerTotal } from "#common/line-items";
import { transition } from "#server/bookings/booking-lifecycle.server";
import { getBookingWithListing } from "#server/bookings/booking-queries.server";
import { isCancellableByHost } from "#server/bookings/host-cancel-booking.server";
import { getDb, type Database } from "#server/db/client.server";
import { announceCancellationEmails } from "#server/money/money-emails.server";
import { recordAdminAction } from "./admin-action-log.server";
import { readOperatorReason, type ReasonProblem } from "./operator-reason";

export type AdminCancelResult =
  | { ok: true; reference: string; refundAmount: number }
  | { ok: false; reason: ReasonProblem | "not_found" | "not_cancellable" };

/** Whether an administrator may cancel this booking now (the button; the operation checks again). */
export const isCancellableByAdmin = isCancellableByHost;

export async function cancelBookingAsAdmin(
  input: { bookingId: unknown; adminId: string; reason: unknown },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<AdminCancelResult> {
  const bookingId = parseId(input.bookingId);
  if (!bookingId) return { ok: false, reason: "not_found" };
  const reason = readOperatorReason(input.reason);
  if (!reason.ok) return { ok: false, reason: reason.problem };
  const booking = await getBookingWithListing(bookingId, db);
  if (!booking) return { ok: false, reason: "not_found" };
  if (!isCancellableByAdmin(booking, now)) return { ok: false, reason: "not_cancellable" };
  const refundAmount = travelerTotal(booking.lineItems);
  const done = await db.transaction(async (tx) => {
    const moved = await transition(
      tx,
      booking.id,
      "cancelByAdmin",
      "admin",
      { cancelledAt: now, refundAmount, refundStatus: refundOnCancellation(refundAmount) },
      { now },
    );
    if (!moved) return false;
    const after = await getBookingWithListing(booking.id, tx);
    await announceCancellationEmails(tx as unknown as Database, after!, { byHost: false });
    await recordAdminAction(tx as unknown as Database, {
      adminId: input.adminId,
      action: "cancel_booking",
      targetKind: "booking",
      targetId: booking.id,
      reason: reason.reason,
      now,
    });
    return true;
  });
  // A traveler's cancellation, the host's or a second click changed it first.
  if (!done) return { ok: false, reason: "not_cancellable" };
  return { ok: true, reference: booking.bookingReference, refundAmount };
}
