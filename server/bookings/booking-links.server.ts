// Where a booking's e-mails lead: the booking itself on the traveler's /my-bookings or the
// host's /reservations (an anchor per booking: id="booking-<id>"), and the booking's
// conversation (/messages/booking/<id>, the messages' entry point that never writes on
// GET). Absolute: they are read in a mail client.
import { DEFAULT_LANG, type Lang } from "#common/i18n";
import { siteLink } from "#server/emails/site-links.server";
import { getEnv } from "#server/env.server";

export const bookingAnchor = (bookingId: string) => `booking-${bookingId}`;

/** The links in the recipient's language (`lang`): /en/my-bookings… for English. */
export function bookingLinks(bookingId: string, publicUrl = getEnv().publicUrl, lang: Lang = DEFAULT_LANG) {
  return {
    traveler: siteLink(`/my-bookings#${bookingAnchor(bookingId)}`, lang, publicUrl),
    host: siteLink(`/reservations#${bookingAnchor(bookingId)}`, lang, publicUrl),
    conversation: siteLink(`/messages/booking/${encodeURIComponent(bookingId)}`, lang, publicUrl),
  };
}
