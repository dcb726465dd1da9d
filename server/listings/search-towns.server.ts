// The towns visible listings are in (their city_key), for the search's over-the-cap proof
// (search-page.server.ts): a destination contained in a town's name is matched by every
// listing of that town, because search_text holds the normalized city. The list only
// decides which towns the database is asked to count; the database checks each name
// against the destination itself and counts rows of now. A town missing from the list (a
// new one, within the minute) makes that search count its matches the longer way, never
// differently.
import { sql } from "drizzle-orm";
import { normalizeSearchText } from "#common/search-params";
import { shortLived } from "#server/cache/short-lived.server";
import { getReadDb } from "#server/db/client.server";

export const TOWNS_TTL_MS = 60_000;
/** Benin has 77 communes; hosts type their town freely. Past this many, the rest are not tried. */
export const TOWNS_MAX = 2_000;
/** A search tries at most this many towns (a one-letter destination is in most names). */
export const TOWNS_PER_SEARCH = 40;

/**
 * The distinct towns, one index probe each (a loose scan of listings_visible_town_idx)
 * rather than a read of every visible listing.
 */
async function readTowns(): Promise<string[]> {
  const result = await getReadDb().execute<{ town: string }>(sql`
    WITH RECURSIVE towns(town, rank) AS (
      (SELECT city_key, 1 FROM listings
        WHERE status = 'approved' AND owner_suspended = false ORDER BY city_key LIMIT 1)
      UNION ALL
      SELECT (SELECT next.city_key FROM listings next
               WHERE next.status = 'approved' AND next.owner_suspended = false AND next.city_key > towns.town
               ORDER BY next.city_key LIMIT 1),
             rank + 1
      FROM towns WHERE towns.town IS NOT NULL AND rank < ${TOWNS_MAX}
    )
    SELECT town FROM towns WHERE town IS NOT NULL`);
  return (result as unknown as { rows: { town: string }[] }).rows.map((row) => row.town);
}

const towns = shortLived(TOWNS_TTL_MS, readTowns);

/**
 * The known towns whose name holds every given text (normalized as search_normalize()
 * does), at most TOWNS_PER_SEARCH of them; empty when no text is given, or when a text has
 * nothing left once normalized ('%', '北京'): the search has then no town to name.
 */
export async function townsContaining(texts: string[]): Promise<string[]> {
  const wanted = texts.filter((text) => text.trim() !== "").map(normalizeSearchText);
  if (wanted.length === 0 || wanted.includes("")) return [];
  const known = await towns();
  return known.filter((town) => wanted.every((text) => town.includes(text))).slice(0, TOWNS_PER_SEARCH);
}
