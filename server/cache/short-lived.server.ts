// A per-process memo of public reads that every visitor shares (the home page's lists and
// tile counts): held for a few seconds, shared by the requests that arrive meanwhile, so a
// busy minute costs a handful of queries instead of thousands. Per process by design: with
// several processes each keeps its own copy, and a change shows everywhere within the TTL.
// Nothing private or per-user ever goes through it. A write in this process forgets every
// memo at once (forgetShortLivedReads, called by the anonymous page cache after each form
// post): the TTL bounds only what other processes and background jobs change.
import { nowMs } from "#common/clock";
import { getEnv } from "#server/env.server";

type Entry<T> = { value: Promise<T>; expiresAt: number; generation: number };

// Bumped by forgetShortLivedReads(): an entry from an older generation is not served.
let generation = 0;

/** Every memo loads again at its next read (a write in this process changed public data). */
export function forgetShortLivedReads() {
  generation += 1;
}

// One switch with the anonymous pages (PAGE_CACHE): off, every read is fresh. Unset, on
// except under Vitest (NODE_ENV=test): tests change the data between two reads and expect
// to see it.
let enabled: boolean | undefined;
/** Whether PAGE_CACHE turns this process's public caches on (the kept pages, these memos). */
export const publicCachesOn = () =>
  getEnv().PAGE_CACHE === "on" || (getEnv().PAGE_CACHE !== "off" && getEnv().NODE_ENV !== "test");

/** For this module's own tests. */
export function setShortLivedCacheEnabled(value: boolean) {
  enabled = value;
}

/**
 * `load`, remembered for `ttlMs`. Concurrent callers share one load; a failed load is
 * forgotten at once (the next caller tries again) rather than served for the TTL.
 */
export function shortLived<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  const read = shortLivedByKey(ttlMs, 1, () => load(), now);
  return () => read("");
}

/**
 * `load(key)`, remembered for `ttlMs` per key (shortLived is its one-value case): for reads
 * shared by every visitor of one of many things (a listing's page). At most `maxKeys` are
 * held: past that the oldest is dropped, so made-up keys cannot grow the process.
 */
export function shortLivedByKey<T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: string) => Promise<T>,
  now: () => number = nowMs,
) {
  const entries = new Map<string, Entry<T>>();
  const read = (key: string): Promise<T> => {
    enabled ??= publicCachesOn();
    if (!enabled) return load(key);
    const kept = entries.get(key);
    if (kept && kept.expiresAt > now() && kept.generation === generation) return kept.value;
    const value = load(key);
    const current: Entry<T> = { value, expiresAt: now() + ttlMs, generation };
    // Re-inserted at the end: the first key is always the one written longest ago.
    entries.delete(key);
    entries.set(key, current);
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key) === current) entries.delete(key);
    });
    return value;
  };
  return read;
}
