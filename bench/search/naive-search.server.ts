// The search as the specification describes the prototype's: approved
// listings, `ILIKE '%…%'` on title and city (the prototype's address too; the product
// keeps addresses private, docs/decisions/014, so neither search reads it), the type, price and city filters in
// SQL, newest first — every matching row fetched — then the amenities filter and the
// price sort in JavaScript, as the prototype's browser did, and the page sliced at the end.
// The prototype had no dates or guests; the product's rules for them are applied the same
// naive way (every overlapping calendar row fetched, the rest filtered in JavaScript), so
// that both searches answer the same question with the same result.
// Bench only: it exists to be compared with server/listings/search.server.ts.
import { AMENITY_FILTERS, SEARCH_PAGE_SIZE, stayRange, type SearchCriteria } from "#common/search-params";
import { getDatabaseHandle } from "#server/db/client.server";
import { toCards, type CardRow } from "#server/listings/listing-cards.server";
import type { SearchResult } from "#server/listings/search.server";
import { arrayLiteral } from "./array-literal";

type ListingRow = {
  id: string;
  title: string;
  city: string;
  country: string;
  category: string;
  is_vehicle: boolean;
  price: number;
  max_guests: number;
  amenities: string[];
  images: string[];
  created_at: Date | string;
};

/**
 * The spec matches a type's name in lower case and capitalised; the product's 'chambre'
 * also takes the creation list's "Chambre d'hôtes" (server/listings/categories.server.ts),
 * named here the same way so that both searches mean the same thing.
 */
const categoryNames = (type: string) => {
  const names = [type, type.charAt(0).toUpperCase() + type.slice(1)];
  return type === "chambre" ? [...names, "chambre d'hôtes", "Chambre d'hôtes"] : names;
};

/** The prototype escaped nothing; LIKE's wildcards are escaped here so results stay comparable. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

export async function naiveSearch(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const handle = getDatabaseHandle();
  const where = ["status = 'approved'"];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (criteria.destination) {
    const pattern = param(`%${escapeLike(criteria.destination)}%`);
    where.push(`(city ILIKE ${pattern} OR title ILIKE ${pattern})`);
  }
  if (criteria.types.length > 0) {
    const vehicles = criteria.types.includes("vehicule");
    const names = criteria.types.filter((type) => type !== "vehicule").flatMap(categoryNames);
    const either = [
      ...(vehicles ? ["is_vehicle = true"] : []),
      ...(names.length ? [`(is_vehicle = false AND category = ANY (${param(arrayLiteral(names))}::text[]))`] : []),
    ];
    where.push(`(${either.join(" OR ")})`);
  }
  where.push(`price >= ${param(criteria.minPrice)}`);
  if (criteria.maxPrice < 100_000) where.push(`price <= ${param(criteria.maxPrice)}`);
  if (criteria.city) where.push(`city ILIKE ${param(`%${escapeLike(criteria.city)}%`)}`);
  if (criteria.guests > 1) where.push(`max_guests >= ${param(criteria.guests)}`);
  let rows = await handle.query<ListingRow>(
    `SELECT * FROM listings WHERE ${where.join(" AND ")} ORDER BY created_at DESC`,
    params,
  );

  const range = stayRange(criteria);
  if (range) {
    const busy = await handle.query<{ listing_id: string }>(
      "SELECT listing_id FROM listing_calendar WHERE during && daterange($1::date, $2::date, '[)')",
      range,
    );
    const taken = new Set(busy.map((row) => row.listing_id));
    rows = rows.filter((row) => !taken.has(row.id));
  }
  // "The amenities filter (case-insensitive contains on each) and price sort run on the client."
  const wanted = criteria.amenities.map((key) => AMENITY_FILTERS[key].toLowerCase());
  if (wanted.length > 0) {
    rows = rows.filter((row) =>
      wanted.every((amenity) => row.amenities.some((have) => have.toLowerCase().includes(amenity))),
    );
  }
  if (criteria.sort !== "newest") {
    const direction = criteria.sort === "price_asc" ? 1 : -1;
    rows = [...rows].sort((a, b) => direction * (a.price - b.price));
  }
  const start = (criteria.page - 1) * pageSize;
  const page: CardRow[] = rows.slice(start, start + pageSize).map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    country: row.country,
    category: row.category,
    isVehicle: row.is_vehicle,
    price: row.price,
    maxGuests: row.max_guests,
    coverKey: row.images[0] ?? null,
    createdAt: row.created_at,
  }));
  // The prototype counted every match: an exact total, never capped.
  return { items: await toCards(page), total: rows.length, totalIsCapped: false, page: criteria.page, pageSize };
}
