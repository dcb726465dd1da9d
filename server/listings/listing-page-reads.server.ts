// What a listing's page shows the same to every signed-in reader — the listing with its
// pictures, rating and host, the dates taken, a page of its reviews — read at most once per
// few seconds per process and shared by the readers meanwhile, as the anonymous pages are
// (docs/decisions/036, 049): six of the page's ten queries. What differs per reader (the
// session, the header's counts) is still read at every request, and so is the street
// address for a reader who may hold it: the memo of who may (the host, an administrator, a
// traveler whose booking opens it) only spares everyone else that query (docs/decisions/053).
// A write taken by this process forgets every memo (a booking, a host's edit, a review:
// the next page shows it); other processes' writes and background jobs show within the TTL.
// The booking itself never trusts these dates: the calendar's constraint decides.
import { takenRanges } from "#server/bookings/booking-queries.server";
import { shortLivedByKey } from "#server/cache/short-lived.server";
import { listListingReviews } from "#server/reviews/listing-reviews.server";
import { addressOpenedTo, listingAddressFor, type AddressReader } from "./listing-address.server";
import { readPublicListing } from "./public-listings.server";

/** How long a listing page's shared reads are kept (the anonymous pages' own TTL). */
export const LISTING_PAGE_TTL_MS = 5_000;
// Ids are checked before they come here (parseId), pages bounded (reviewPageOf): at most
// this many listings' reads are kept; a made-up address cannot grow it beyond.
const MAX_KEPT = 500;

const listingOf = shortLivedByKey(LISTING_PAGE_TTL_MS, MAX_KEPT, readPublicListing);
const takenOf = shortLivedByKey(LISTING_PAGE_TTL_MS, MAX_KEPT, (listingId) => takenRanges(listingId));
const reviewsOf = shortLivedByKey(LISTING_PAGE_TTL_MS, MAX_KEPT, (key) => {
  const [listingId, page] = key.split(" ");
  return listListingReviews(listingId!, Number(page));
});

/** The public listing and its host's id (never sent to the browser); null when not public. */
export function sharedPublicListing(listingId: string) {
  return listingOf(listingId);
}

/** The listing's held and blocked ranges from today, for the date pickers. */
export function sharedTakenRanges(listingId: string) {
  return takenOf(listingId);
}

/** Pages 1 to `page` of the listing's reviews. */
export function sharedListingReviews(listingId: string, page: number) {
  return reviewsOf(`${listingId} ${page}`);
}

// Past this many travelers holding a listing's address, the memo stops naming them and every
// reader of that listing is asked about (a memo stays under ~20 KB whatever the listing's past).
const MAX_OPENERS = 200;

/**
 * The listing's street address for `reader`, or null: listingAddressFor decides, asked only
 * when the reader may hold it — the listing's host, an administrator, or a traveler the memo
 * names (or any reader, when it would name more than `maxOpeners`). A memo a few seconds old
 * can only leave out a traveler whose booking was confirmed meanwhile by another process or
 * a background job (the city shown until the TTL ends); one who lost it meanwhile is still
 * asked about, and the query, not the memo, then refuses.
 */
export function addressReads(maxOpeners: number) {
  const openersOf = shortLivedByKey(LISTING_PAGE_TTL_MS, MAX_KEPT, async (listingId) => {
    const ids = await addressOpenedTo(listingId, maxOpeners + 1);
    return ids.length > maxOpeners ? null : new Set(ids);
  });
  return async (listing: { id: string; hostId: string }, reader: AddressReader): Promise<string | null> => {
    const mayHold =
      reader.roles.includes("admin") ||
      reader.id === listing.hostId ||
      ((await openersOf(listing.id))?.has(reader.id) ?? true);
    return mayHold ? listingAddressFor(listing.id, reader) : null;
  };
}

/** The street address on a listing's page (addressReads). */
export const sharedAddressFor = addressReads(MAX_OPENERS);
