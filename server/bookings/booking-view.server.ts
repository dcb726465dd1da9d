// The plain, serialisable view of a booking that pages send to the browser (no traveler
// contact details unless the page is allowed to show them).
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
  return {
    id: booking.id,
    reference: booking.bookingReference,
    listingId: booking.listingId,
    listingTitle: booking.listingTitle,
    isVehicle: booking.listingIsVehicle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    guests: booking.guests,
    units: booking.units,
    unitPrice: booking.unitPrice,
    subtotal: booking.subtotal,
    travelerFee: booking.travelerFee,
    total: booking.totalPrice,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    createdAt: booking.createdAt.toISOString(),
  };
}
