// The search of /search, entirely in SQL: filters, sort, count and pagination run in the
// database on its indexes (trigram on search_text, GIN on amenities, the calendar's, and
// visible listings' covering indexes in date and price order), so a page costs about the
// same with 100 or 100 000 listings. docs/decisions/004-search-at-scale.md and
// 039-search-from-indexes.md have the figures.
import { and, asc, desc, gte, lte, or, sql, type SQL } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { daysBetween, todayInBenin } from "#common/dates";
import {
  AMENITY_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  stayRange,
  type SearchCriteria,
} from "#common/search-params";
import { getReadDb } from "#server/db/client.server";
import { listingCalendar, listings } from "#server/db/schema";
import { categoryCondition } from "./categories.server";
import { publiclyVisible } from "./listing-moderation.server";
import { cardsByIds, orderedCards } from "./search-cards.server";
import { countKey, isKnownOverCap, rememberOverCap } from "./search-count-cache.server";
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

/**
 * `today` is Benin's date: a listing whose advance notice puts the searched arrival too
 * soon is not shown, nor one whose shortest or longest stay refuses the searched nights
 * (its booking rules, docs/decisions/026).
 */
export function searchConditions(criteria: SearchCriteria, today: string = todayInBenin(clockNow())): SQL {
  // A literal, not a parameter (publiclyVisible): the partial indexes (WHERE status =
  // 'approved') must match whatever plan the driver gets.
  const conditions: (SQL | undefined)[] = [publiclyVisible];
  conditions.push(textCondition(listings.searchText, criteria.destination));
  // The city alone; the search_text test adds nothing but lets the trigram index (the
  // city is part of search_text) narrow the rows first.
  conditions.push(
    textCondition(listings.searchText, criteria.city),
    textCondition(sql`${listings.cityKey}`, criteria.city),
  );
  if (criteria.types.length > 0) {
    conditions.push(or(...criteria.types.map((type) => categoryCondition(type === "vehicule" ? "vehicules" : type))));
  }
  if (criteria.minPrice > PRICE_MIN) conditions.push(gte(listings.price, criteria.minPrice));
  if (criteria.maxPrice < PRICE_MAX) conditions.push(lte(listings.price, criteria.maxPrice));
  if (criteria.amenities.length > 0) {
    const stored = criteria.amenities.map((key) => AMENITY_FILTERS[key]);
    conditions.push(
      sql`${listings.amenities} @> ARRAY[${sql.join(
        stored.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (criteria.guests > 1) conditions.push(gte(listings.maxGuests, criteria.guests));
  const range = stayRange(criteria);
  if (range) {
    // Nights are [start, end): a stay may start the day another one ends.
    conditions.push(sql`NOT EXISTS (
      SELECT 1 FROM ${listingCalendar}
      WHERE ${listingCalendar.listingId} = ${listings.id}
        AND ${listingCalendar.during} && daterange(${range[0]}::date, ${range[1]}::date, '[)')
    )`);
    // The booking rules: notice counted from today, stay limits only when both dates are given.
    conditions.push(lte(listings.advanceNoticeDays, Math.max(0, daysBetween(today, range[0]))));
    if (criteria.endDate) {
      const nights = daysBetween(range[0], range[1]);
      conditions.push(lte(listings.minStay, nights));
      conditions.push(or(sql`${listings.maxStay} IS NULL`, gte(listings.maxStay, nights)));
    }
  }
  return and(...conditions)!;
}

type SortColumn = Parameters<typeof asc>[0];
type SortColumns = { price: SortColumn; createdAt: SortColumn; id: SortColumn };

function orderFor(sort: SearchCriteria["sort"], columns: SortColumns = listings) {
  const { price, createdAt, id } = columns;
  // id last: a stable order, so that no listing shows on two pages or on none.
  if (sort === "price_asc") return [asc(price), desc(createdAt), desc(id)];
  if (sort === "price_desc") return [desc(price), desc(createdAt), desc(id)];
  return [desc(createdAt), desc(id)];
}

/**
 * The matches, counted no further than the cap — an exact count of 60 000 matches reads
 * 60 000 rows, this one stops at the cap — and the ids of the requested page among them,
 * in one query. Without dates, the matches are taken in the page's order: the first
 * 1 001 of them hold every page the search offers (the last, 42, ends at 1 008), and the
 * visible listings' covering indexes (migration 0026) give them in that order from the
 * index alone; a rare combination is read through its filter index and sorted instead
 * ('chambre from 50 000 FCFA' has none, and a walk in order would read every listing to
 * find that out). `pageIds` is null when dates push a search over the cap: the page is
 * then read from the ordered indexes (orderedCards).
 */
async function countAndPage(criteria: SearchCriteria, where: SQL, offset: number, pageSize: number) {
  const db = getReadDb();
  const dated = stayRange(criteria) !== null;
  const candidates = db
    .select({ id: listings.id, createdAt: listings.createdAt, price: listings.price })
    .from(listings)
    .where(where);
  // With dates, listings taken in id order meet their calendar rows in the same order
  // (listing_calendar_listing_idx): one merge instead of a probe per listing.
  const matches = candidates
    .orderBy(...(dated ? [asc(listings.id)] : orderFor(criteria.sort)))
    .limit(Math.max(SEARCH_COUNT_CAP + 1, offset + pageSize))
    .as("matches");
  const order = sql.join(orderFor(criteria.sort, matches), sql`, `);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pageIds: sql<
        string[] | null
      >`(array_agg(${matches.id}::text ORDER BY ${order}))[${offset + 1}:${offset + pageSize}]`,
    })
    .from(matches);
  const total = Number(row?.total ?? 0);
  const pageIds = dated && total > SEARCH_COUNT_CAP ? null : (row?.pageIds ?? []);
  return { total, pageIds };
}

export async function searchListings(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const where = searchConditions(criteria);
  const offset = (criteria.page - 1) * pageSize;
  const key = countKey(criteria);
  const knownOverCap = isKnownOverCap(key);
  const { total, pageIds } = knownOverCap
    ? { total: SEARCH_COUNT_CAP + 1, pageIds: null }
    : await countAndPage(criteria, where, offset, pageSize);
  const totalIsCapped = total > SEARCH_COUNT_CAP;
  if (totalIsCapped && !knownOverCap) rememberOverCap(key);
  // Known over the cap (count cache) or over it with dates: matches are common enough
  // (1 % of listings or more) for the ordered indexes to find a page after a short walk.
  const items = pageIds
    ? await cardsByIds(pageIds)
    : await orderedCards(where, orderFor(criteria.sort), pageSize, offset);
  return {
    items,
    total: Math.min(total, SEARCH_COUNT_CAP),
    totalIsCapped,
    page: criteria.page,
    pageSize,
  };
}
