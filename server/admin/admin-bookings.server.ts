// The bookings tab: every booking (or those the filters keep, booking-filters.ts), newest first, with what an administrator checks
// (reference, listing, traveler, dates, amounts from the booking's line items, statuses).
import { count, desc, eq } from "drizzle-orm";
import { NO_BOOKING_FILTERS, type BookingFilters } from "#common/booking-filters";
import { isRefundOwed } from "#common/lifecycles/refund";
import { summarizePrice } from "#common/line-items";
import { refundPayoutsOf, refundView } from "#server/bookings/booking-view.server";
import { getDb } from "#server/db/client.server";
import { bookings, listings } from "#server/db/schema";
import { bookingFilterConditions } from "./admin-export.server";
import { surplusOwedByBooking } from "./admin-surplus-payments.server";
import { pageWindow, toPage, type Page } from "./dashboard-query";
import { maskEmail } from "./mask-email";
import type { AdminBooking } from "./types";

export const BOOKINGS_PAGE_SIZE = 20;

export async function listBookings(
  page: number,
  filters: BookingFilters = NO_BOOKING_FILTERS,
): Promise<Page<AdminBooking>> {
  const db = getDb();
  const { limit, offset } = pageWindow(page, BOOKINGS_PAGE_SIZE);
  const where = bookingFilterConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ booking: bookings, listingTitle: listings.title, isVehicle: listings.isVehicle })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(bookings).innerJoin(listings, eq(listings.id, bookings.listingId)).where(where),
  ]);
  const ids = rows.map(({ booking }) => booking.id);
  const [surplusOwed, refunds] = await Promise.all([surplusOwedByBooking(ids), refundPayoutsOf(ids)]);
  const items = rows.map(({ booking, listingTitle, isVehicle }) => {
    const info = booking.travelerInfo ?? { firstName: "", lastName: "", email: "" };
    const price = summarizePrice(booking.lineItems);
    return {
      id: booking.id,
      reference: booking.bookingReference,
      listing: { id: booking.listingId, title: listingTitle, isVehicle },
      traveler: {
        name: `${info.firstName ?? ""} ${info.lastName ?? ""}`.trim(),
        maskedEmail: maskEmail(String(info.email ?? "")),
      },
      startDate: booking.startDate,
      endDate: booking.endDate,
      guests: booking.guests,
      subtotal: price.subtotal,
      travelerFee: price.travelerFee,
      hostFee: price.hostFee,
      totalPrice: price.total,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      refundOwed: isRefundOwed(booking.refundStatus) ? (booking.refundAmount ?? 0) : null,
      surplusOwed: surplusOwed.get(booking.id) ?? null,
      refund: refundView(booking, refunds.get(booking.id) ?? []),
      createdAt: booking.createdAt.toISOString(),
    };
  });
  return toPage(items, Number(total?.value ?? 0), page, BOOKINGS_PAGE_SIZE);
}
