// Shared by this folder's database tests: reviews and pictures attached to listings the
// way the real flows store them (a review belongs to a past booking; a picture is a
// media_files row referenced by key), many listings at once, and the search's order
// computed from every visible row.
import { addDays } from "#common/dates";
import type { SearchCriteria } from "#common/search-params";
import { getDatabaseHandle, getDb } from "#server/db/client.server";
import { mediaFiles, reviews } from "#server/db/schema";
import { createBooking } from "#server/seed/factories.server";

let pastStayOffset = 0;

export async function addReview(listingId: string, rating: number) {
  // Each review needs its own ended stay; stays of one listing never overlap.
  pastStayOffset += 2;
  const startDate = addDays("2020-01-01", pastStayOffset);
  const booking = await createBooking({ listingId, startDate, endDate: addDays(startDate, 1) });
  await getDb()
    .insert(reviews)
    .values({ bookingId: booking.id, listingId, authorName: "Afi H.", rating, comment: "Bien" });
}

export async function addPicture(key: string, ownerId: string) {
  await getDb()
    .insert(mediaFiles)
    .values({ key, ownerId, width: 1280, height: 960, widths: [640, 320, 1280], contentHash: key, bytes: 1000 });
}

export function criteriaWith(overrides: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    destination: "",
    startDate: null,
    endDate: null,
    guests: 1,
    types: [],
    minPrice: 0,
    maxPrice: 100000,
    city: "",
    amenities: [],
    sort: "newest",
    page: 1,
    ...overrides,
  };
}

/**
 * `count` approved accommodations in one statement (tests at scale: over the search's
 * count cap). Listing n: city Cotonou, Ouidah or Comè (n % 3), category by n % 4, price
 * 5 000 + (n % 37) × 1 000, 'Piscine' when n % 5 = 0, 1 + n % 6 guests; three listings
 * share each creation time, so ties fall back to the id as in real data.
 */
export async function insertManyListings(userId: string, count: number) {
  await getDatabaseHandle().query(
    `INSERT INTO listings (user_id, title, category, price, address, city, amenities, max_guests, status, created_at)
     SELECT $1, 'Logement n° ' || n, (ARRAY['Appartement', 'Villa', 'Maison', 'Studio'])[1 + n % 4],
            5000 + (n % 37) * 1000, 'Rue ' || n, (ARRAY['Cotonou', 'Ouidah', 'Comè'])[1 + n % 3],
            CASE WHEN n % 5 = 0 THEN ARRAY['Piscine', 'WiFi gratuit'] ELSE ARRAY['WiFi gratuit'] END,
            1 + n % 6, 'approved', date_trunc('second', now()) - (n / 3) * interval '1 minute'
     FROM generate_series(1, $2::int) AS n`,
    [userId, count],
  );
}

/** A visible listing as the search's tests compare it: its id, sort keys and what it is filtered on. */
export type VisibleRow = {
  id: string;
  title: string;
  price: number;
  at: number;
  city: string;
  category: string;
  amenities: string[];
  guests: number;
};

/** Every visible listing (approved, owner not suspended), read straight from the table. */
export async function visibleRows(): Promise<VisibleRow[]> {
  return getDatabaseHandle().query<VisibleRow>(
    `SELECT id::text AS id, title, price, extract(epoch FROM created_at)::float8 AS at, city, category, amenities,
            max_guests AS guests
     FROM listings WHERE status = 'approved' AND owner_suspended = false`,
  );
}

/** The search's order: newest (then id, descending), or price with newest then id as tie-breaks. */
export function sortLikeSearch(sort: SearchCriteria["sort"], rows: VisibleRow[]): string[] {
  const newest = (a: VisibleRow, b: VisibleRow) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const byPrice = (direction: number) => (a: VisibleRow, b: VisibleRow) =>
    direction * (a.price - b.price) || newest(a, b);
  const compare = sort === "price_asc" ? byPrice(1) : sort === "price_desc" ? byPrice(-1) : newest;
  return [...rows].sort(compare).map((row) => row.id);
}
