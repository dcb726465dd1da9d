// Dates a host blocks on their own listing: rows of listing_calendar with source='block'.
// The same exclusion constraint that keeps bookings apart refuses a block over a booking
// (or over another block), and search hides the listing on those dates automatically.
import { and, eq, gte, sql } from "drizzle-orm";
import { addDays, daysBetween, parseIsoDate, todayInBenin } from "#common/dates";
import { isId } from "#common/ids";
import { getDb } from "#server/db/client.server";
import { listingCalendar, listings } from "#server/db/schema";

const EXCLUSION_VIOLATION = "23P01";
export const MAX_BLOCK_DAYS = 365;

export type CalendarEntry = {
  id: string;
  /** 'import': dates another platform's calendar holds (server/calendars, ADR 024). */
  source: "booking" | "block" | "import";
  /** First night held. */
  start: string;
  /** Last night held (inclusive; the stored range ends the day after). */
  last: string;
};

export type BlockResult =
  { ok: true; id: string } | { ok: false; reason: "not_found" | "invalid_range" | "too_long" | "overlap" };

async function ownsListing(userId: string, listingId: string) {
  if (!isId(listingId)) return false;
  const [row] = await getDb()
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)));
  return Boolean(row);
}

/** The listing's held dates from today on (bookings and blocks), for its owner only. */
export async function listCalendar(
  userId: string,
  listingId: string,
  today = todayInBenin(),
): Promise<CalendarEntry[] | null> {
  if (!(await ownsListing(userId, listingId))) return null;
  const rows = await getDb()
    .select({
      id: listingCalendar.id,
      source: listingCalendar.source,
      start: sql<string>`lower(${listingCalendar.during})::text`,
      end: sql<string>`upper(${listingCalendar.during})::text`,
    })
    .from(listingCalendar)
    .where(
      and(eq(listingCalendar.listingId, listingId), gte(sql`upper(${listingCalendar.during})`, sql`${today}::date`)),
    )
    .orderBy(sql`lower(${listingCalendar.during})`)
    .limit(200);
  return rows.map((row) => ({ id: row.id, source: row.source, start: row.start, last: addDays(row.end, -1) }));
}

/** Blocks the nights from `first` to `last` inclusive. */
export async function blockDates(
  userId: string,
  listingId: string,
  first: string,
  last: string,
  today = todayInBenin(),
): Promise<BlockResult> {
  const start = parseIsoDate(first);
  const end = parseIsoDate(last);
  if (!start || !end || start !== first.trim() || end !== last.trim() || end < start || start < today) {
    return { ok: false, reason: "invalid_range" };
  }
  if (daysBetween(start, end) + 1 > MAX_BLOCK_DAYS) return { ok: false, reason: "too_long" };
  if (!(await ownsListing(userId, listingId))) return { ok: false, reason: "not_found" };
  try {
    const [row] = await getDb()
      .insert(listingCalendar)
      .values({ listingId, during: `[${start},${addDays(end, 1)})`, source: "block", createdBy: userId })
      .returning({ id: listingCalendar.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "overlap" };
    throw error;
  }
}

/** Frees one block of the host's listing; bookings can never be removed here. */
export async function freeDates(userId: string, listingId: string, blockId: string): Promise<boolean> {
  if (!isId(blockId) || !(await ownsListing(userId, listingId))) return false;
  const rows = await getDb()
    .delete(listingCalendar)
    .where(
      and(
        eq(listingCalendar.id, blockId),
        eq(listingCalendar.listingId, listingId),
        eq(listingCalendar.source, "block"),
      ),
    )
    .returning({ id: listingCalendar.id });
  return rows.length > 0;
}

/** The SQLSTATE of a database error, whichever driver (pg or PGlite) raised it. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
