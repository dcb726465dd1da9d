// Searches known to match more than SEARCH_COUNT_CAP listings, remembered for a minute by
// this process (docs/decisions/004-search-at-scale.md). Counting to the cap is most of a
// broad search's cost ('Cotonou' reads 1 001 rows to say 'Plus de 1 000 résultats'), and
// the answer barely moves: a minute later the same search still matches more than 1 000.
// Only that fact is kept — never results, which are always read fresh — so a stale entry
// can at worst say 'Plus de 1 000' for a minute after a search fell to 1 000 or fewer.
// Per process by design: nothing to invalidate across processes, nothing to share.
import { nowMs } from "#common/clock";
import type { SearchCriteria } from "#common/search-params";
import { getEnv } from "#server/env.server";

export const COUNT_CACHE_TTL_MS = 60_000;
/** Bounds the memory (a key is a few hundred bytes); the oldest entry goes first. */
export const COUNT_CACHE_MAX_ENTRIES = 2_000;

const expiries = new Map<string, number>();
const stats = { hits: 0, misses: 0 };
/** SEARCH_COUNT_CACHE=off turns it off (read at first use); tests and the bench set it directly. */
let enabled: boolean | undefined;
const isEnabled = () => (enabled ??= getEnv().SEARCH_COUNT_CACHE !== "off");

/**
 * What the count depends on: every filter, not the sort nor the page. The texts are kept
 * as typed (only trimmed by parsing): two spellings the database folds alike get two
 * entries, never one entry for two different searches.
 */
export function countKey(criteria: SearchCriteria): string {
  return JSON.stringify([
    criteria.destination,
    criteria.city,
    [...criteria.types].sort(),
    criteria.minPrice,
    criteria.maxPrice,
    [...criteria.amenities].sort(),
    criteria.guests,
    criteria.startDate,
    criteria.endDate,
  ]);
}

export function isKnownOverCap(key: string, now = nowMs()): boolean {
  if (!isEnabled()) return false;
  const expiry = expiries.get(key);
  if (expiry !== undefined && expiry > now) {
    stats.hits += 1;
    return true;
  }
  if (expiry !== undefined) expiries.delete(key);
  stats.misses += 1;
  return false;
}

export function rememberOverCap(key: string, now = nowMs()) {
  if (!isEnabled()) return;
  expiries.delete(key);
  if (expiries.size >= COUNT_CACHE_MAX_ENTRIES) expiries.delete(expiries.keys().next().value!);
  expiries.set(key, now + COUNT_CACHE_TTL_MS);
}

/** Hits and misses since the last reset (the benchmark reports the hit rate). */
export function countCacheStats() {
  return { ...stats, entries: expiries.size };
}

/**
 * Empties the cache and its statistics. `enabled` turns it on or off (benchmark, tests);
 * passed as undefined, the setting is read again.
 */
export function resetCountCache(options: { enabled?: boolean } = { enabled: true }) {
  expiries.clear();
  stats.hits = 0;
  stats.misses = 0;
  enabled = options.enabled;
}
