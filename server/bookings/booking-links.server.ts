// Where a booking's e-mails lead: the booking itself on the traveler's /my-bookings or the
// host's /reservations (an anchor per booking: id="booking-<id>"), and the booking's
// conversation (/messages/booking/<id>, the messages' entry point that never writes on
// GET). Absolute: they are read in a mail client.
import { getEnv } from "#server/env.server";

export const bookingAnchor = (bookingId: string) => `booking-${bookingId}`;

export function bookingLinks(bookingId: string, publicUrl = getEnv().publicUrl) {
  return {
    traveler: `${publicUrl}/my-bookings#${bookingAnchor(bookingId)}`,
    host: `${publicUrl}/reservations#${bookingAnchor(bookingId)}`,
    conversation: `${publicUrl}/messages/booking/${encodeURIComponent(bookingId)}`,
  };
}
