// The administrators' filters of bookings (issue 16): one booking state, arrival dates,
// words of the listing's title, part of the traveler's e-mail. Read from the address by the
// bookings tab and by the CSV export alike, so the list an administrator sees is the one
// they download. A filter that is not acceptable is refused (null), never guessed.
import { parseIsoDate } from "#common/dates";
import { BOOKING_STATUSES, type BookingStatus } from "#common/lifecycles/booking";

export type BookingFilters = {
  state: BookingStatus | null;
  from: string | null;
  to: string | null;
  listing: string;
  travelerEmail: string;
};

export const NO_BOOKING_FILTERS: BookingFilters = { state: null, from: null, to: null, listing: "", travelerEmail: "" };

const LISTING_MAX = 200;
const EMAIL_MAX = 320;

export function parseBookingFilters(params: URLSearchParams): BookingFilters | null {
  const state = params.get("state") || null;
  if (state !== null && !BOOKING_STATUSES.includes(state as BookingStatus)) return null;
  const from = params.get("from") || null;
  const to = params.get("to") || null;
  if ((from !== null && parseIsoDate(from) === null) || (to !== null && parseIsoDate(to) === null)) return null;
  const listing = (params.get("listing") ?? "").trim();
  const travelerEmail = (params.get("email") ?? "").trim();
  if (listing.length > LISTING_MAX || travelerEmail.length > EMAIL_MAX) return null;
  // eslint-disable-next-line no-control-regex -- control characters are refused, not searched
  if (/[\u0000-\u001F]/.test(listing + travelerEmail)) return null;
  return { state: state as BookingStatus | null, from, to, listing, travelerEmail };
}

/** The filters as the address carries them (only those set), for page and export links. */
export function bookingFilterParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state) params.set("state", filters.state);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.listing) params.set("listing", filters.listing);
  if (filters.travelerEmail) params.set("email", filters.travelerEmail);
  return params;
}

export function hasBookingFilters(filters: BookingFilters): boolean {
  return bookingFilterParams(filters).size > 0;
}
