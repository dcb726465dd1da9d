// Counters in the rate_limits table, shared by every process on the database. Used by
// better-auth (its customStorage) and by our own sign-in limits (per e-mail, per address).
import { nowMs } from "#common/clock";
import { getDatabaseHandle } from "#server/db/client.server";

export type RateLimitRule = {
  /** Seconds during which at most `max` attempts are counted. */
  window: number;
  max: number;
};

export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };

/**
 * Counts one attempt against `key`, atomically: the check and the increment are one
 * statement, so concurrent attempts cannot all slip past a stale read. The window is
 * measured from the last counted attempt; a refused attempt is not counted.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, now = nowMs()): Promise<RateLimitDecision> {
  const windowStart = now - rule.window * 1000;
  const rows = await getDatabaseHandle().query<{ count: number }>(
    `INSERT INTO rate_limits (id, key, count, last_request)
     VALUES (gen_random_uuid()::text, $1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.last_request <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       last_request = $2
     WHERE rate_limits.last_request <= $3 OR rate_limits.count < $4
     RETURNING count`,
    [key, now, windowStart, rule.max],
  );
  if (rows.length) return { allowed: true, retryAfter: null };
  const [row] = await getDatabaseHandle().query<{ last_request: string | number }>(
    "SELECT last_request FROM rate_limits WHERE key = $1",
    [key],
  );
  const lastRequest = row ? Number(row.last_request) : now;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((lastRequest + rule.window * 1000 - now) / 1000)) };
}

/**
 * Gives one attempt back (a successful sign-in does not count against the limit), or with
 * `all` every attempt counted on the key.
 */
export async function releaseRateLimit(key: string, options: { all?: boolean } = {}) {
  const sql = options.all
    ? "UPDATE rate_limits SET count = 0 WHERE key = $1"
    : "UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = $1";
  await getDatabaseHandle().query(sql, [key]);
}

/** Forgets counters untouched for a day (call from a periodic job). */
export async function pruneRateLimits(now = nowMs()) {
  await getDatabaseHandle().query("DELETE FROM rate_limits WHERE last_request < $1", [now - 24 * 3600 * 1000]);
}
