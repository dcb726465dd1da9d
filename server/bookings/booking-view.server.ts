// The plain, serialisable view of a booking that pages send to the browser (no traveler
// contact details unless the page is allowed to show them). Its amounts come from the
// booking's stored line items (common/line-items.ts), never from the listing's price today.
import { summarizePrice } from "#common/line-items";
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
  travelerFee: number;
  total: number;
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
    travelerFee: price.travelerFee,
    total: price.total,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    createdAt: booking.createdAt.toISOString(),
  };
}
