// The refresh of imported calendars (docs/decisions/024), every 30 minutes per import, by a
// job safe in several processes: a round claims due imports (claimed_until, SKIP LOCKED),
// fetches each, then rewrites its dates in one transaction. An event over a booking never
// touches the booking: the free part of its dates is blocked, the overlap recorded as a
// conflict the host sees. A failed fetch or a feed that is not iCal is recorded with its
// time, and the dates of the last good read stay until a read succeeds.
import { sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import type { AddressPolicy } from "./address-policy.server";
import type { ImportFailure } from "./calendar-imports.server";
import { fetchCalendar, type FetchOptions } from "./fetch-calendar.server";
import { parseIcal, type ImportedEvent } from "./ical-parse.server";
import { sqlRows } from "./sql-rows.server";

export const IMPORT_REFRESH_MINUTES = 30;
export const IMPORT_JOB_INTERVAL_MS = 60_000;
/** How far ahead imported events block dates. */
const HORIZON_DAYS = 730;
const CLAIM_MINUTES = 2;
const ROUND_SIZE = 10;

type RefreshOptions = { now?: Date; policy?: AddressPolicy; fetch?: FetchOptions };

/** Due imports, claimed for this process, then refreshed one after the other. */
export async function refreshDueImports(options: RefreshOptions = {}): Promise<number> {
  const now = options.now ?? clockNow();
  const claimed = await sqlRows<{ id: string; listing_id: string; url: string }>(
    getDb(),
    sql`
    UPDATE listing_calendar_imports SET claimed_until = ${now.toISOString()}::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
     WHERE id IN (
       SELECT id FROM listing_calendar_imports
        WHERE next_refresh_at <= ${now.toISOString()}::timestamptz
          AND (claimed_until IS NULL OR claimed_until <= ${now.toISOString()}::timestamptz)
        ORDER BY next_refresh_at LIMIT ${ROUND_SIZE}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, listing_id, url`,
  );
  for (const row of claimed)
    await refreshImport({ id: row.id, listingId: row.listing_id, url: row.url }, { ...options, now });
  return claimed.length;
}

export async function refreshImport(
  target: { id: string; listingId: string; url: string },
  options: RefreshOptions = {},
): Promise<{ ok: true; events: number; conflicts: number } | { ok: false; reason: ImportFailure }> {
  const now = options.now ?? clockNow();
  const fetched = await fetchCalendar(target.url, {
    ...options.fetch,
    policy: options.policy ?? options.fetch?.policy,
  });
  const parsed = fetched.ok ? parseIcal(fetched.body) : null;
  const failure: ImportFailure | null = !fetched.ok ? fetched.reason : parsed && !parsed.ok ? parsed.reason : null;
  const next = new Date(now.getTime() + IMPORT_REFRESH_MINUTES * 60_000).toISOString();
  if (failure || !parsed?.ok) {
    await getDb().execute(sql`
      UPDATE listing_calendar_imports
         SET last_error = ${failure}, last_error_at = ${now.toISOString()}::timestamptz,
             next_refresh_at = ${next}::timestamptz, claimed_until = NULL
       WHERE id = ${target.id}`);
    return { ok: false, reason: failure ?? "not_ical" };
  }
  const today = todayInBenin(now);
  const ranges = mergeRanges(parsed.events, today, addDays(today, HORIZON_DAYS));
  return getDb().transaction(async (tx) => {
    // The import may have been removed meanwhile: then there is nothing to write.
    const still = await sqlRows<{ id: string }>(
      tx,
      sql`UPDATE listing_calendar_imports
             SET last_success_at = ${now.toISOString()}::timestamptz, last_event_count = ${parsed.events.length},
                 last_error = NULL, last_error_at = NULL, next_refresh_at = ${next}::timestamptz, claimed_until = NULL
           WHERE id = ${target.id} RETURNING id`,
    );
    if (still.length === 0) return { ok: true, events: 0, conflicts: 0 } as const;
    // Events gone from the feed free their dates: this import's rows are written anew.
    await tx.execute(sql`DELETE FROM listing_calendar WHERE import_id = ${target.id}`);
    await tx.execute(sql`DELETE FROM listing_calendar_import_conflicts WHERE import_id = ${target.id}`);
    let conflicts = 0;
    for (const range of ranges) {
      const during = `[${range.start},${range.end})`;
      const found = await sqlRows<{ booking_id: string }>(
        tx,
        sql`INSERT INTO listing_calendar_import_conflicts (import_id, booking_id, event_start, event_end)
            SELECT ${target.id}, booking_id, ${range.start}::date, ${range.end}::date FROM listing_calendar
             WHERE listing_id = ${target.listingId} AND source = 'booking' AND during && ${during}::daterange
            ON CONFLICT DO NOTHING RETURNING booking_id`,
      );
      conflicts += found.length;
      // Only the nights nobody holds yet; a booking written meanwhile wins (DO NOTHING).
      await tx.execute(sql`
        INSERT INTO listing_calendar (listing_id, during, source, import_id)
        SELECT ${target.listingId}, free, 'import', ${target.id}
          FROM unnest(datemultirange(${during}::daterange) - coalesce(
                 (SELECT range_agg(during) FROM listing_calendar
                   WHERE listing_id = ${target.listingId} AND during && ${during}::daterange),
                 '{}'::datemultirange)) AS free
        ON CONFLICT DO NOTHING`);
    }
    return { ok: true, events: parsed.events.length, conflicts } as const;
  });
}

/** Events from today to the horizon, overlapping or touching ones made one. */
function mergeRanges(events: ImportedEvent[], today: string, horizon: string) {
  const clipped = events
    .map((event) => ({
      start: event.start < today ? today : event.start,
      end: event.end > horizon ? horizon : event.end,
    }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: { start: string; end: string }[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ ...range });
  }
  return merged;
}
