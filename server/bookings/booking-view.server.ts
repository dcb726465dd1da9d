// The plain, serialisable view of a booking that pages send to the browser (no traveler
// contact details unless the page is allowed to show them). Its amounts come from the
// booking's stored line items (common/line-items.ts), never from the listing's price today.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PayoutStatus } from "#common/lifecycles/payout";
import { isRefunded, refundState, type RefundStatus } from "#common/lifecycles/refund";
import { discountOf, driverPrice, summarizePrice, type DiscountShown } from "#common/line-items";
import type { BookingRentalTerms } from "#common/rental-terms";
import { getDb, type Database } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import type { BookingWithListing } from "./booking-queries.server";

export type BookingView = {
  id: string;
  reference: string;
  listingId: string;
  listingTitle: string;
  isVehicle: boolean;
  startDate: string;
  endDate: string;
  guests: number;
  units: number;
  unitPrice: number;
  subtotal: number;
  /** The long-stay discount taken off the stay's price (when there is one). */
  discount: DiscountShown | null;
  travelerFee: number;
  total: number;
  /** Made on request (docs/decisions/026): holdExpiresAt is then the host's 24 h, then the traveler's 12 h. */
  madeOnRequest: boolean;
  /** The driver's days × price per day, when the traveler took the vehicle's driver. */
  driver: ReturnType<typeof driverPrice>;
  /** A vehicle's terms as booked (docs/decisions/027); null on a stay or an older booking. */
  rentalTerms: BookingRentalTerms | null;
  status: BookingWithListing["status"];
  paymentStatus: BookingWithListing["paymentStatus"];
  holdExpiresAt: string | null;
  createdAt: string;
};

export function toBookingView(booking: BookingWithListing): BookingView {
  const price = summarizePrice(booking.lineItems);
  return {
    id: booking.id,
    reference: booking.bookingReference,
    listingId: booking.listingId,
    listingTitle: booking.listingTitle,
    isVehicle: booking.listingIsVehicle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    guests: booking.guests,
    units: price.units,
    unitPrice: price.unitPrice,
    subtotal: price.subtotal,
    discount: discountOf(booking.lineItems),
    travelerFee: price.travelerFee,
    total: price.total,
    madeOnRequest: booking.requestedAt !== null,
    driver: driverPrice(booking.lineItems),
    rentalTerms: booking.rentalTerms ?? null,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    createdAt: booking.createdAt.toISOString(),
  };
}

// ---- A booking's refund as people read it (traveler, host, administrators): from the
// booking's refund_status and the refund payouts made for it (money out, docs/decisions/017).

/**
 * - inProgress: owed, and no payout yet or one on its way ('Remboursement en cours');
 * - paid: the payout was sent (or an administrator paid it by hand), with the date;
 * - failed: the last payout failed and nobody settled it yet (what happens next is said).
 */
export type RefundView =
  | { state: "none" }
  | { state: "inProgress"; amount: number }
  | { state: "paid"; amount: number; at: string | null; byHand: boolean }
  | { state: "failed"; amount: number };

export type RefundPayout = {
  bookingId: string | null;
  status: PayoutStatus;
  createdAt: Date;
  sentAt: Date | null;
  settledByHandAt: Date | null;
};

export function refundView(
  booking: { refundStatus: RefundStatus | null; refundAmount: number | null },
  payoutsOfBooking: readonly RefundPayout[],
): RefundView {
  const amount = booking.refundAmount ?? 0;
  if (refundState(booking.refundStatus) === "none" || amount <= 0) return { state: "none" };
  // The booking says when the refund is paid (a refund may go in several payouts: all sent).
  if (isRefunded(booking.refundStatus)) {
    const done = payoutsOfBooking
      .map((payout) => ({ at: payout.sentAt ?? payout.settledByHandAt, byHand: !payout.sentAt }))
      .filter((payout): payout is { at: Date; byHand: boolean } => payout.at !== null)
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    return { state: "paid", amount, at: done ? done.at.toISOString() : null, byHand: done?.byHand ?? false };
  }
  // Owed: failed when its latest payout failed and nobody settled it (a retry is a newer payout).
  const latest = [...payoutsOfBooking].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (latest?.status === "failed" && !latest.settledByHandAt) return { state: "failed", amount };
  return { state: "inProgress", amount };
}

/** The refund payouts (not those of surplus payments) of these bookings, by booking. */
export async function refundPayoutsOf(bookingIds: readonly string[], db: Database = getDb()) {
  const byBooking = new Map<string, RefundPayout[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: payouts.bookingId,
      status: payouts.status,
      createdAt: payouts.createdAt,
      sentAt: payouts.sentAt,
      settledByHandAt: payouts.settledByHandAt,
    })
    .from(payouts)
    .where(
      and(eq(payouts.purpose, "refund"), inArray(payouts.bookingId, [...bookingIds]), isNull(payouts.surplusPaymentId)),
    );
  for (const row of rows) {
    const list = byBooking.get(row.bookingId!) ?? [];
    list.push(row);
    byBooking.set(row.bookingId!, list);
  }
  return byBooking;
}
