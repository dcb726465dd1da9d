// The calendars of other platforms a host imports into a listing (docs/decisions/024): added
// and removed by the listing's host only; each shows when it was last read, how many events
// it held, its last failure in words, and the bookings its events overlap.
import { and, asc, eq, sql } from "drizzle-orm";
import { isId } from "#common/ids";
import { getDb } from "#server/db/client.server";
import { bookings, listingCalendarImportConflicts, listingCalendarImports } from "#server/db/schema";
import { parseCalendarUrl } from "./fetch-calendar.server";
import { ownListing } from "./host-listing.server";

export const MAX_IMPORTS_PER_LISTING = 5;

export type ImportFailure =
  | "invalid_url"
  | "address_refused"
  | "unreachable"
  | "too_slow"
  | "too_big"
  | "http_error"
  | "too_many_redirects"
  | "not_ical"
  | "too_many_events";

export type CalendarImportView = {
  id: string;
  url: string;
  lastSuccessAt: string | null;
  lastEventCount: number | null;
  lastError: ImportFailure | null;
  lastErrorAt: string | null;
  conflicts: { bookingReference: string; start: string; end: string }[];
};

export type AddImportResult =
  { ok: true; id: string } | { ok: false; reason: "not_found" | "invalid_url" | "already_added" | "too_many_imports" };

export async function listImports(userId: string, listingId: string): Promise<CalendarImportView[] | null> {
  const listing = await ownListing(userId, listingId);
  if (!listing) return null;
  const rows = await getDb()
    .select()
    .from(listingCalendarImports)
    .where(eq(listingCalendarImports.listingId, listing.id))
    .orderBy(asc(listingCalendarImports.createdAt));
  const conflicts = await getDb()
    .select({
      importId: listingCalendarImportConflicts.importId,
      bookingReference: bookings.bookingReference,
      start: listingCalendarImportConflicts.eventStart,
      end: listingCalendarImportConflicts.eventEnd,
    })
    .from(listingCalendarImportConflicts)
    .innerJoin(bookings, eq(bookings.id, listingCalendarImportConflicts.bookingId))
    .innerJoin(listingCalendarImports, eq(listingCalendarImports.id, listingCalendarImportConflicts.importId))
    .where(eq(listingCalendarImports.listingId, listing.id))
    .orderBy(asc(listingCalendarImportConflicts.eventStart));
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastEventCount: row.lastEventCount,
    lastError: (row.lastError as ImportFailure | null) ?? null,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    conflicts: conflicts
      .filter((conflict) => conflict.importId === row.id)
      .map(({ bookingReference, start, end }) => ({ bookingReference, start, end })),
  }));
}

/** Adds a calendar to import; the refresh job reads it at its next round. */
export async function addImport(userId: string, listingId: string, text: string, now: Date): Promise<AddImportResult> {
  const url = parseCalendarUrl(text);
  if (!url) return { ok: false, reason: "invalid_url" };
  const listing = await ownListing(userId, listingId);
  if (!listing) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx) => {
    // One host adding two at once still stops at the limit.
    await tx.execute(sql`SELECT id FROM listings WHERE id = ${listing.id} FOR UPDATE`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(listingCalendarImports)
      .where(eq(listingCalendarImports.listingId, listing.id));
    if ((count?.n ?? 0) >= MAX_IMPORTS_PER_LISTING) return { ok: false, reason: "too_many_imports" } as const;
    const [row] = await tx
      .insert(listingCalendarImports)
      .values({ listingId: listing.id, url: url.toString(), createdBy: userId, nextRefreshAt: now })
      .onConflictDoNothing()
      .returning({ id: listingCalendarImports.id });
    if (!row) return { ok: false, reason: "already_added" } as const;
    return { ok: true, id: row.id } as const;
  });
}

/** Removes an import: its dates are freed with it (the calendar rows cascade). */
export async function removeImport(userId: string, listingId: string, importId: string): Promise<boolean> {
  if (!isId(importId)) return false;
  const listing = await ownListing(userId, listingId);
  if (!listing) return false;
  const rows = await getDb()
    .delete(listingCalendarImports)
    .where(and(eq(listingCalendarImports.id, importId.toLowerCase()), eq(listingCalendarImports.listingId, listing.id)))
    .returning({ id: listingCalendarImports.id });
  return rows.length > 0;
}

/** The host asks for a refresh now: the job takes it at its next round (within a minute). */
export async function refreshSoon(userId: string, listingId: string, importId: string, now: Date): Promise<boolean> {
  if (!isId(importId)) return false;
  const listing = await ownListing(userId, listingId);
  if (!listing) return false;
  const rows = await getDb()
    .update(listingCalendarImports)
    .set({ nextRefreshAt: now })
    .where(and(eq(listingCalendarImports.id, importId.toLowerCase()), eq(listingCalendarImports.listingId, listing.id)))
    .returning({ id: listingCalendarImports.id });
  return rows.length > 0;
}
