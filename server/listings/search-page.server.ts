// A search's capped count, its page and the page's cards, in one statement
// (docs/decisions/047-search-one-statement.md). Counting is most of a search's cost: a
// broad search stops at SEARCH_COUNT_CAP + 1 matches, a narrow one reads all of them. So
// the count reads the matches through the index that holds exactly them, in whatever
// order that index gives; the page is then either sorted from those matches (at most
// 1 000) or, over the cap, read in its order from the visible listings' covering indexes,
// where matches are at least 1 % of the rows and 24 of them come after a short walk.
import { sql, type SQL } from "drizzle-orm";
import { SEARCH_COUNT_CAP, type SearchSort } from "#common/search-params";
import { getReadDb } from "#server/db/client.server";
import { publiclyVisible } from "./listing-moderation.server";
import { toCard, type SearchCardRow } from "./search-cards.server";
import type { ListingCard } from "./types";

/**
 * How a search's matches are read for its count:
 * - `amenities`: the mask's btree (listings_visible_amenity_mask_idx), the listings with
 *   every amenity asked and no other;
 * - `walk`: the visible listings in id order, each tested, until 1 001 pass, merged with
 *   the calendar in listing order (listing_calendar_listing_idx): with dates most listings
 *   are free, and nothing indexes "free on these nights";
 * - `any`: the planner's choice (a destination's trigrams, a type's price range…).
 */
export type CountOrder = "amenities" | "walk" | "any";

export type PageQuery = {
  /** Every condition of the search, read from the listings table (search.server.ts). */
  where: SQL;
  /**
   * The same but the visibility, which the covering indexes' predicate holds, for a walk
   * of the visible listings (the searched nights as its column `nights`).
   */
  filters: SQL;
  /** The searched nights [start, end), or null. */
  nights: [string, string] | null;
  /**
   * The price range (true without one): an ordered walk starts and stops there, rather than
   * testing every cheaper listing when the page is sorted by price.
   */
  priceRange: SQL;
  sort: SearchSort;
  offset: number;
  pageSize: number;
  countOrder: CountOrder;
  /**
   * The listings of the towns the destination names, with the search's other conditions
   * (each of them a match): when 1 001 pass, the search is over the cap without reading
   * its other matches. Null when the search names no known town.
   */
  townMatches: SQL | null;
  /** The count cache (decision 004) already knows this search is over the cap. */
  knownOverCap: boolean;
};

export type SearchPage = { total: number; items: ListingCard[] };

const OVER_CAP = SEARCH_COUNT_CAP + 1;

/** The page's order over the columns id, created_at and price of `from`; id last, so that it is stable. */
function orderBy(sort: SearchSort, from: string): SQL {
  const column = (name: string) => sql.raw(`${from}.${name}`);
  const newest = sql`${column("created_at")} DESC, ${column("id")} DESC`;
  if (sort === "price_asc") return sql`${column("price")}, ${newest}`;
  if (sort === "price_desc") return sql`${column("price")} DESC, ${newest}`;
  return newest;
}

/** The columns of the visible listings' covering indexes (migrations 0026, 0027). */
const COVERED = sql.raw(
  "id, created_at, price, is_vehicle, category_key, city_key, max_guests, advance_notice_days, min_stay, max_stay, amenity_mask, search_text",
);

/**
 * Listings a page's walk tests at most (half a millisecond) before leaving the page to the
 * planner: enough for a page of 24 when 1 listing in 80 matches.
 */
export const WALK_LIMIT = 2_000;

/**
 * The visible listings within the search's price range, in `order`, as a subquery the
 * planner may not flatten (LIMIT, or OFFSET 0), named `listings` so that the filters read
 * its columns, and carrying the searched nights: a walk of the covering index of that
 * order, each listing tested in turn.
 */
function visibleInOrder(query: PageQuery, order: SQL, limit: number | null): SQL {
  const nights = query.nights
    ? sql`, daterange(${query.nights[0]}::date, ${query.nights[1]}::date, '[)') AS nights`
    : sql``;
  return sql`(
      SELECT ${COVERED}${nights} FROM listings WHERE ${publiclyVisible} AND ${query.priceRange}
      ORDER BY ${order} ${limit === null ? sql`OFFSET 0` : sql`LIMIT ${limit}`}
    ) AS listings`;
}

/** The matches the count reads, at most OVER_CAP (see CountOrder). */
function countedMatches(query: PageQuery, guard: SQL): SQL {
  const { countOrder, where, filters } = query;
  if (countOrder === "walk") {
    return sql`SELECT listings.id, listings.created_at, listings.price
      FROM ${visibleInOrder(query, sql`listings.id`, null)}
      WHERE ${filters}${guard} LIMIT ${OVER_CAP}`;
  }
  const order = countOrder === "amenities" ? sql`ORDER BY listings.amenity_mask` : sql``;
  return sql`SELECT listings.id, listings.created_at, listings.price FROM listings
    WHERE ${where}${guard} ${order} LIMIT ${OVER_CAP}`;
}

/**
 * Over the cap, matches are 1 % of the listings or more, and the page is first looked for
 * by walking WALK_LIMIT visible listings in its order: when that finds the page, those are
 * its listings, whatever the planner thinks. Left to itself the planner costs the walk
 * from its estimate of the matches, and a short destination ('come': 9 estimated, 2 030
 * real) made it fetch and sort every match from the table (1 856 pages) for a page that
 * 60 index tuples give. When the walk does not find the page (the matches come late in
 * that order: villas between 25 000 and 55 000 FCFA are the dearest of that range), the
 * planner reads it its way: then its estimates are the ones that hold (a type, a price).
 */
function overCapPage(query: PageQuery): { walked: SQL; branches: SQL } {
  const { where, filters, sort, offset, pageSize } = query;
  // Pages stop at the cap (the route sends a later one back to the last, page 42): a page
  // past it is not read, where `?page=2000` made the search walk 48 000 matches.
  if (offset >= SEARCH_COUNT_CAP) {
    return {
      walked: sql``,
      branches: sql`SELECT NULL::uuid AS id, NULL::timestamptz AS created_at, NULL::int AS price WHERE false`,
    };
  }
  const wanted = offset + pageSize;
  const walked = sql`walked AS MATERIALIZED (
      SELECT listings.id, listings.created_at, listings.price FROM ${visibleInOrder(query, orderBy(sort, "listings"), WALK_LIMIT)}
      WHERE ${filters} AND (SELECT n FROM total) > ${SEARCH_COUNT_CAP}
      ORDER BY ${orderBy(sort, "listings")} LIMIT ${wanted}
    ),`;
  const branches = sql`(SELECT id, created_at, price FROM walked WHERE (SELECT count(*) FROM walked) = ${wanted}
        ORDER BY ${orderBy(sort, "walked")} OFFSET ${offset})
      UNION ALL
      (SELECT listings.id, listings.created_at, listings.price FROM listings
        WHERE ${where} AND (SELECT n FROM total) > ${SEARCH_COUNT_CAP} AND (SELECT count(*) FROM walked) < ${wanted}
        ORDER BY ${orderBy(sort, "listings")} LIMIT ${pageSize} OFFSET ${offset})`;
  return { walked, branches };
}

/**
 * `total` (the matches, counted up to OVER_CAP) and `page` (the requested page's ids,
 * created_at and price). Under the cap the page is sorted from the matches `counted` read.
 */
function pageCtes(query: PageQuery): SQL {
  const overCap = overCapPage(query);
  if (query.knownOverCap) {
    return sql`total AS (SELECT ${OVER_CAP}::int AS n), ${overCap.walked}
      page AS MATERIALIZED (${overCap.branches})`;
  }
  const { sort, offset, pageSize, townMatches } = query;
  // With towns, the other matches are read only when the towns' listings do not already
  // make more than the cap.
  const town = townMatches
    ? sql`town AS MATERIALIZED (
        SELECT count(*)::int AS n FROM (
          SELECT 1 FROM listings WHERE ${townMatches} ORDER BY listings.city_key LIMIT ${OVER_CAP}
        ) AS town_rows
      ),`
    : sql``;
  const unlessTownsSuffice = townMatches ? sql` AND (SELECT n FROM town) <= ${SEARCH_COUNT_CAP}` : sql``;
  const counted = townMatches ? sql`greatest((SELECT n FROM town), count(*))` : sql`count(*)`;
  return sql`${town}
    counted AS MATERIALIZED (${countedMatches(query, unlessTownsSuffice)}),
    total AS MATERIALIZED (SELECT ${counted}::int AS n FROM counted),
    ${overCap.walked}
    page AS MATERIALIZED (
      (SELECT id, created_at, price FROM counted WHERE (SELECT n FROM total) <= ${SEARCH_COUNT_CAP}
        ORDER BY ${orderBy(sort, "counted")} LIMIT ${pageSize} OFFSET ${offset})
      UNION ALL
      ${overCap.branches}
    )`;
}

function pageStatement(query: PageQuery): SQL {
  return sql`WITH ${pageCtes(query)}
    SELECT total.n AS total, card.id, card.title, card.city, card.country, card.category,
      card.is_vehicle, card.price, card.max_guests, card.images[1] AS cover_key, card.created_at,
      cover.widths AS cover_widths, cover.width AS cover_width, cover.height AS cover_height,
      rating.average AS rating_average, rating.count AS rating_count
    FROM total
    LEFT JOIN page ON true
    LEFT JOIN listings card ON card.id = page.id
    LEFT JOIN media_files cover ON cover.key = card.images[1]
    LEFT JOIN LATERAL (
      SELECT avg(reviews.rating)::float8 AS average, count(*)::int AS count
      FROM reviews WHERE reviews.listing_id = card.id
    ) AS rating ON true
    ORDER BY ${orderBy(query.sort, "page")}`;
}

type Row = {
  total: number;
  id: string | null;
  title: string;
  city: string;
  country: string;
  category: string;
  is_vehicle: boolean;
  price: number;
  max_guests: number;
  cover_key: string | null;
  created_at: Date | string;
  cover_widths: number[] | null;
  cover_width: number | null;
  cover_height: number | null;
  rating_average: number | null;
  rating_count: number | null;
};

function cardRow(row: Row & { id: string }): SearchCardRow {
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    country: row.country,
    category: row.category,
    isVehicle: row.is_vehicle,
    price: row.price,
    maxGuests: row.max_guests,
    coverKey: row.cover_key,
    createdAt: row.created_at,
    coverWidths: row.cover_widths,
    coverWidth: row.cover_width,
    coverHeight: row.cover_height,
    ratingAverage: row.rating_average,
    ratingCount: row.rating_count,
  };
}

/** The total is counted up to OVER_CAP (more than SEARCH_COUNT_CAP: 'Plus de 1 000 résultats'). */
export async function readSearchPage(query: PageQuery): Promise<SearchPage> {
  const result = await getReadDb().execute<Row>(pageStatement(query));
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.flatMap((row) => (row.id === null ? [] : [toCard(cardRow(row as Row & { id: string }))])),
  };
}
