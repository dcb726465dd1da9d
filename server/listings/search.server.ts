// The search of /search, entirely in SQL: filters, sort, count and pagination run in the
// database on its indexes (trigram on search_text, the amenities' mask, the calendar's,
// the towns', and visible listings' covering indexes in date and price order), in one
// statement per search (search-page.server.ts), so a page costs about the same with 100
// or 100 000 listings. docs/decisions/004-search-at-scale.md, 039-search-from-indexes.md
// and 047-search-one-statement.md have the figures.
import { and, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { daysBetween, todayInBenin } from "#common/dates";
import {
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  stayRange,
  type SearchCriteria,
} from "#common/search-params";
import { listingCalendar, listings } from "#server/db/schema";
import { hasAllAmenities } from "./amenity-mask.server";
import { typesCondition } from "./categories.server";
import { publiclyVisible } from "./listing-moderation.server";
import { countKey, isKnownOverCap, rememberOverCap } from "./search-count-cache.server";
import { readSearchPage, type CountOrder } from "./search-page.server";
import { townsContaining } from "./search-towns.server";
import type { ListingCard } from "./types";

export type SearchResult = {
  items: ListingCard[];
  /** Matching listings, counted up to SEARCH_COUNT_CAP. */
  total: number;
  /** More than SEARCH_COUNT_CAP match ('Plus de 1 000 résultats'); pages stop at the cap. */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
};

/**
 * `column LIKE %text%`, the text normalized by the database itself (so 'Bénin' and
 * 'benin' meet) and LIKE's own wildcards escaped. Normalizing already turns '%' and '_'
 * into spaces; the escaping keeps that true even if search_normalize() ever changes.
 */
function containsText(column: SQL | typeof listings.searchText, text: string): SQL {
  return sql`${column} LIKE '%' || replace(replace(replace(search_normalize(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/**
 * The whole destination, as one phrase, within the title, city or country ('abomey
 * calavi' finds 'Abomey-Calavi'); never the street address, which is private until a
 * booking is paid (docs/decisions/014-private-listing-addresses.md). Only punctuation ('%', '__') can match
 * nothing once normalized: no result rather than everything.
 */
function textCondition(column: SQL | typeof listings.searchText, text: string): SQL | undefined {
  if (!text.trim()) return undefined;
  if (!/[\p{L}\p{N}]/u.test(text)) return sql`false`;
  return containsText(column, text);
}

/** PRICE_MAX means no upper bound. */
function priceRange(criteria: SearchCriteria): SQL[] {
  const range: SQL[] = [];
  if (criteria.minPrice > PRICE_MIN) range.push(gte(listings.price, criteria.minPrice));
  if (criteria.maxPrice < PRICE_MAX) range.push(lte(listings.price, criteria.maxPrice));
  return range;
}

type Conditions = {
  /** The destination and the city, as text within search_text (and the city within city_key). */
  text: (SQL | undefined)[];
  /** Everything else but the visibility (publiclyVisible) and the calendar. */
  other: (SQL | undefined)[];
  /**
   * Free on the searched nights (none without dates), as read from the listings table
   * itself, or from a walk of the visible listings that carries the nights as its column
   * `nights` (search-page.server.ts).
   */
  free: { fromTable: SQL; fromWalk: SQL } | null;
};

/**
 * `today` is Benin's date: a listing whose advance notice puts the searched arrival too
 * soon is not shown, nor one whose shortest or longest stay refuses the searched nights
 * (its booking rules, docs/decisions/026).
 */
function conditionsOf(criteria: SearchCriteria, today: string): Conditions {
  const other: (SQL | undefined)[] = [];
  // The city alone; the search_text test adds nothing but lets the trigram index (the
  // city is part of search_text) narrow the rows first.
  const text = [
    textCondition(listings.searchText, criteria.destination),
    textCondition(listings.searchText, criteria.city),
    textCondition(sql`${listings.cityKey}`, criteria.city),
  ];
  other.push(typesCondition(criteria.types));
  other.push(...priceRange(criteria));
  if (criteria.amenities.length > 0) other.push(hasAllAmenities(criteria.amenities));
  if (criteria.guests > 1) other.push(gte(listings.maxGuests, criteria.guests));
  const range = stayRange(criteria);
  if (!range) return { text, other, free: null };
  // The booking rules: notice counted from today, stay limits only when both dates are given.
  other.push(lte(listings.advanceNoticeDays, Math.max(0, daysBetween(today, range[0]))));
  if (criteria.endDate) {
    const nights = daysBetween(range[0], range[1]);
    other.push(lte(listings.minStay, nights));
    other.push(or(sql`${listings.maxStay} IS NULL`, gte(listings.maxStay, nights)));
  }
  return { text, other, free: freeOn(range) };
}

/**
 * No calendar row (booking or block) overlaps the nights [start, end): a stay may start the
 * day another one ends. Written twice, each form keeping the planner on a path whose cost
 * does not depend on how busy those nights are (decision 047):
 * - from the table: the calendar read per listing through listing_calendar_listing_idx.
 *   `= ANY (ARRAY[id])`, not `=`, because a GiST index cannot take it (the planner would
 *   otherwise probe the exclusion constraint's GiST (listing_id, during), 5 µs a probe
 *   against 1.5) and because it is neither hashable nor mergeable; range_overlaps() is
 *   `&&` as a call, which no index answers: the GiST index is never walked on `during`
 *   alone, a walk of the whole index it costs as a few pages (24 ms instead of 1 ms);
 * - from a walk of the visible listings (search-page.server.ts), the nights being the
 *   walk's column: the overlap then names the listing, so the count's walk in id order
 *   tests it on each listing's calendar rows as the merge meets them (merge anti join,
 *   rows in listing order) rather than using it to filter the calendar first, which read
 *   the whole calendar (209 000 rows, 33 ms) on a night nobody booked, looking for the
 *   next overlapping row; a page's walk probes each listing it tests.
 */
function freeOn(range: [string, string]): { fromTable: SQL; fromWalk: SQL } {
  return {
    fromTable: sql`NOT EXISTS (
      SELECT 1 FROM ${listingCalendar}
      WHERE ${listingCalendar.listingId} = ANY (ARRAY[${listings.id}])
        AND range_overlaps(${listingCalendar.during}, daterange(${range[0]}::date, ${range[1]}::date, '[)'))
    )`,
    fromWalk: sql`NOT EXISTS (
      SELECT 1 FROM ${listingCalendar}
      WHERE ${listingCalendar.listingId} = ${listings.id} AND ${listingCalendar.during} && listings.nights
    )`,
  };
}

/**
 * The listings of these towns that pass the search's other conditions: each is a match,
 * since a town's normalized name is part of search_text (so is the city filter's). The
 * database checks each town against the texts itself, the way the search does.
 */
function townConditions(criteria: SearchCriteria, other: Conditions["other"], towns: string[]): SQL {
  const named = sql.join(
    towns.map((town) => sql`${town}`),
    sql`, `,
  );
  return and(
    publiclyVisible,
    ...other,
    sql`${listings.cityKey} = ANY (ARRAY[${named}]::text[])`,
    textCondition(sql`${listings.cityKey}`, criteria.destination),
    textCondition(sql`${listings.cityKey}`, criteria.city),
  )!;
}

/**
 * How the count reads the matches (search-page.server.ts): amenities without a text to
 * match, through the mask's btree; dates without either, by walking the visible listings
 * (most are free); else as the planner sees fit.
 */
function countOrderOf(criteria: SearchCriteria): CountOrder {
  const text = criteria.destination.trim() !== "" || criteria.city.trim() !== "";
  if (text) return "any";
  if (criteria.amenities.length > 0) return "amenities";
  return stayRange(criteria) ? "walk" : "any";
}

export async function searchListings(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const today = todayInBenin(clockNow());
  const key = countKey(criteria);
  const knownOverCap = isKnownOverCap(key);
  // With dates a town's listings would each need their calendar probed: no faster than
  // reading the matches through the trigrams.
  const towns = knownOverCap || stayRange(criteria) ? [] : await townsContaining([criteria.destination, criteria.city]);
  const { text, other, free } = conditionsOf(criteria, today);
  const { total, items } = await readSearchPage({
    // Visibility is a literal, not a parameter (publiclyVisible): the partial indexes
    // (WHERE status = 'approved') must match whatever plan the driver gets.
    where: and(publiclyVisible, ...text, ...other, free?.fromTable)!,
    filters: and(...text, ...other, free?.fromWalk) ?? sql`true`,
    nights: stayRange(criteria),
    priceRange: and(...priceRange(criteria)) ?? sql`true`,
    sort: criteria.sort,
    offset: (criteria.page - 1) * pageSize,
    pageSize,
    countOrder: countOrderOf(criteria),
    townMatches: towns.length > 0 ? townConditions(criteria, other, towns) : null,
    knownOverCap,
  });
  const totalIsCapped = total > SEARCH_COUNT_CAP;
  if (totalIsCapped && !knownOverCap) rememberOverCap(key);
  return {
    items,
    total: Math.min(total, SEARCH_COUNT_CAP),
    totalIsCapped,
    page: criteria.page,
    pageSize,
  };
}
