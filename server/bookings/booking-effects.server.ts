// The side effects a booking transition declares (common/lifecycles/booking.ts), one
// handler per name. The lifecycle module runs them after its guarded UPDATE, in the
// caller's transaction, so what a transition reports exists exactly when the transition
// does. They live here, apart from the lifecycle, so that the state machine depends on no
// mailer, notification or payment module (only this registry does).
import type { BookingEffect } from "#common/lifecycles/booking";
import { isRefundOwed } from "#common/lifecycles/refund";
import type { Database } from "#server/db/client.server";
import { recordPayment, recordRefundOwed } from "#server/money/post-journal.server";
import { startBookingRefund } from "#server/money/refund-intents.server";
import {
  announceCancellation,
  announceConfirmedBooking,
  announceRefundOwed,
  withdrawAccessInstructions,
} from "./booking-emails.server";
import { getBookingWithListing } from "./booking-queries.server";
import {
  announceAcceptedRequestLapsed,
  announceRequestAccepted,
  announceRequestDeclined,
  announceRequestExpired,
  announceRequestWithdrawn,
} from "./booking-request-emails.server";

/** What the lifecycle writes with: the database or the caller's transaction. */

export type EffectContext = { now: Date };

/** Runs one effect for the booking just moved (its row already updated). */
type EffectHandler = (tx: Database, bookingId: string, context: EffectContext) => Promise<void>;

// The announcements take the full handle type; a transaction is one (Drizzle's types differ).
const asDatabase = (tx: Database) => tx as unknown as Database;

async function withListing(tx: Database, bookingId: string) {
  const booking = await getBookingWithListing(bookingId, tx);
  if (!booking) throw new Error(`réservation ${bookingId} introuvable dans sa propre transaction`);
  return booking;
}

export const EFFECT_HANDLERS: Record<BookingEffect, EffectHandler> = {
  recordPayment: async (tx, bookingId, { now }) => {
    await recordPayment(await withListing(tx, bookingId), tx, now);
  },
  /** Only when the transition left a refund owed. */
  recordRefundOwed: async (tx, bookingId, { now }) => {
    const booking = await withListing(tx, bookingId);
    if (isRefundOwed(booking.refundStatus) && booking.refundAmount) await recordRefundOwed(booking, tx, now);
  },
  /** Only when a refund is owed: its payouts to the number that paid, as stored intents. */
  startRefund: async (tx, bookingId, { now }) => {
    await startBookingRefund(tx, bookingId, now);
  },
  withdrawAccessInstructions: (tx, bookingId) => withdrawAccessInstructions(tx, bookingId),
  announceConfirmedBooking: async (tx, bookingId) => {
    await announceConfirmedBooking(asDatabase(tx), await withListing(tx, bookingId));
  },
  announceCancellation: async (tx, bookingId) => {
    await announceCancellation(asDatabase(tx), await withListing(tx, bookingId));
  },
  /** Only when the transition left a refund owed (a cancellation after the deadline refunds nothing). */
  announceRefundOwed: async (tx, bookingId) => {
    const booking = await withListing(tx, bookingId);
    if (isRefundOwed(booking.refundStatus) && booking.refundAmount) {
      await announceRefundOwed(asDatabase(tx), booking, booking.refundAmount);
    }
  },
  announceRequestAccepted: async (tx, bookingId) => {
    await announceRequestAccepted(asDatabase(tx), await withListing(tx, bookingId));
  },
  announceRequestDeclined: async (tx, bookingId) => {
    await announceRequestDeclined(asDatabase(tx), await withListing(tx, bookingId));
  },
  announceRequestExpired: async (tx, bookingId) => {
    await announceRequestExpired(asDatabase(tx), await withListing(tx, bookingId));
  },
  /** Only for a booking made on request (the handler checks requested_at). */
  announceAcceptedRequestLapsed: async (tx, bookingId) => {
    await announceAcceptedRequestLapsed(asDatabase(tx), await withListing(tx, bookingId));
  },
  /** Only for a booking made on request (the handler checks requested_at). */
  announceRequestWithdrawn: async (tx, bookingId) => {
    await announceRequestWithdrawn(asDatabase(tx), await withListing(tx, bookingId));
  },
};

export async function runEffects(
  tx: Database,
  effects: readonly BookingEffect[],
  bookingId: string,
  context: EffectContext,
): Promise<void> {
  for (const effect of effects) await EFFECT_HANDLERS[effect](tx, bookingId, context);
}
