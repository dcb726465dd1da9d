// The search of /search, entirely in SQL: filters, sort, count and pagination run in the
// database on its indexes (trigram on search_text, GIN on amenities, the calendar's GiST
// exclusion index), so a page costs the same with 100 or 100 000 listings.
import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import {
  AMENITY_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_PAGE_SIZE,
  stayRange,
  type SearchCriteria,
} from "../../common/search-params";
import { getDb } from "../db/client.server";
import { listingCalendar, listings } from "../db/schema";
import { categoryCondition } from "./categories.server";
import { cardColumns, toCards } from "./listing-cards.server";
import type { ListingCard } from "./types";

export type SearchResult = { items: ListingCard[]; total: number; page: number; pageSize: number };

/**
 * `column LIKE %text%`, the text normalized by the database itself (so 'Bénin' and
 * 'benin' meet) and LIKE's own wildcards escaped. Normalizing already turns '%' and '_'
 * into spaces; the escaping keeps that true even if search_normalize() ever changes.
 */
function containsText(column: SQL | typeof listings.searchText, text: string): SQL {
  return sql`${column} LIKE '%' || replace(replace(replace(search_normalize(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/**
 * The whole destination, as one phrase, within the title, city, address or country
 * ('abomey calavi' finds 'Abomey-Calavi'). Only punctuation ('%', '__') can match
 * nothing once normalized: no result rather than everything.
 */
function textCondition(column: SQL | typeof listings.searchText, text: string): SQL | undefined {
  if (!text.trim()) return undefined;
  if (!/[\p{L}\p{N}]/u.test(text)) return sql`false`;
  return containsText(column, text);
}

export function searchConditions(criteria: SearchCriteria): SQL {
  const conditions: (SQL | undefined)[] = [eq(listings.status, "approved")];
  conditions.push(textCondition(listings.searchText, criteria.destination));
  // The city alone; the search_text test adds nothing but lets the trigram index (the
  // city is part of search_text) narrow the rows first.
  conditions.push(textCondition(listings.searchText, criteria.city), textCondition(sql`${listings.cityKey}`, criteria.city));
  if (criteria.types.length > 0) {
    conditions.push(
      or(...criteria.types.map((type) => categoryCondition(type === "vehicule" ? "vehicules" : type))),
    );
  }
  if (criteria.minPrice > PRICE_MIN) conditions.push(gte(listings.price, criteria.minPrice));
  if (criteria.maxPrice < PRICE_MAX) conditions.push(lte(listings.price, criteria.maxPrice));
  if (criteria.amenities.length > 0) {
    const stored = criteria.amenities.map((key) => AMENITY_FILTERS[key]);
    conditions.push(sql`${listings.amenities} @> ARRAY[${sql.join(
      stored.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`);
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
  }
  return and(...conditions)!;
}

function orderFor(sort: SearchCriteria["sort"]) {
  // id last: a stable order, so that no listing shows on two pages or on none.
  if (sort === "price_asc") return [asc(listings.price), desc(listings.createdAt), desc(listings.id)];
  if (sort === "price_desc") return [desc(listings.price), desc(listings.createdAt), desc(listings.id)];
  return [desc(listings.createdAt), desc(listings.id)];
}

export async function searchListings(criteria: SearchCriteria, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const where = searchConditions(criteria);
  const db = getDb();
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(cardColumns)
      .from(listings)
      .where(where)
      .orderBy(...orderFor(criteria.sort))
      .limit(pageSize)
      .offset((criteria.page - 1) * pageSize),
    db.select({ value: count() }).from(listings).where(where),
  ]);
  return { items: await toCards(rows), total: Number(totalRow?.value ?? 0), page: criteria.page, pageSize };
}
