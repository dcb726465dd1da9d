// A listing's iCal export (docs/decisions/024): a secret URL /calendars/<token>.ics that
// other platforms read. Only the listing's host sees, creates, replaces (the old URL stops
// answering at once) or turns off the token; the feed says 'Réservé' or 'Indisponible'.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { listingCalendarExports, listings } from "#server/db/schema";
import { ownListing } from "./host-listing.server";
import { writeIcal, type ExportedRange } from "./ical-write.server";
import { sqlRows } from "./sql-rows.server";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Past ranges still exported, so that a stay just ended does not vanish at once. */
const PAST_DAYS = 30;
const MAX_EXPORTED = 2_000;

export const newExportToken = () => randomBytes(32).toString("base64url");

export async function exportTokenOf(userId: string, listingId: string): Promise<string | null | undefined> {
  const listing = await ownListing(userId, listingId);
  if (!listing) return undefined;
  const [row] = await getDb()
    .select({ token: listingCalendarExports.token })
    .from(listingCalendarExports)
    .where(eq(listingCalendarExports.listingId, listing.id));
  return row?.token ?? null;
}

/** A new token for the listing (the previous one, if any, stops working). */
export async function renewExportToken(userId: string, listingId: string): Promise<string | null> {
  const listing = await ownListing(userId, listingId);
  if (!listing) return null;
  const token = newExportToken();
  await getDb()
    .insert(listingCalendarExports)
    .values({ listingId: listing.id, token })
    .onConflictDoUpdate({ target: listingCalendarExports.listingId, set: { token, createdAt: sql`now()` } });
  return token;
}

export async function disableExport(userId: string, listingId: string): Promise<boolean> {
  const listing = await ownListing(userId, listingId);
  if (!listing) return false;
  await getDb().delete(listingCalendarExports).where(eq(listingCalendarExports.listingId, listing.id));
  return true;
}

/** The feed of the token's listing, or null for a token that is not (or no longer) one. */
export async function calendarFeed(token: string, now: Date = clockNow()): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [found] = await getDb()
    .select({ listingId: listingCalendarExports.listingId, title: listings.title })
    .from(listingCalendarExports)
    .innerJoin(listings, eq(listings.id, listingCalendarExports.listingId))
    .where(eq(listingCalendarExports.token, token));
  if (!found) return null;
  const since = addDays(todayInBenin(now), -PAST_DAYS);
  const rows = await sqlRows<{
    id: string;
    source: "booking" | "block" | "import";
    booking_id: string | null;
    import_id: string | null;
    start: string;
    end: string;
  }>(
    getDb(),
    sql`
    SELECT id, source, booking_id, import_id, lower(during)::text AS start, upper(during)::text AS "end"
      FROM listing_calendar
     WHERE listing_id = ${found.listingId} AND upper(during) > ${since}::date
     ORDER BY lower(during)
     LIMIT ${MAX_EXPORTED}`,
  );
  const ranges: ExportedRange[] = rows.map((row) => ({
    // Stable: a booking's id, a block's row, an import's source and dates (its rows are
    // rewritten at each refresh).
    uid:
      row.source === "booking"
        ? `booking-${row.booking_id}@calendrier`
        : row.source === "import"
          ? `import-${row.import_id}-${row.start}-${row.end}@calendrier`
          : `block-${row.id}@calendrier`,
    kind: row.source === "booking" ? "booked" : "unavailable",
    start: row.start,
    end: row.end,
  }));
  return writeIcal({ name: found.title, stamp: now, ranges });
}
