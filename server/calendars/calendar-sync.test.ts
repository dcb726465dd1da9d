// Calendars in step (docs/decisions/024): imports block dates, never a booking, free them when
// the feed drops them, keep them when a read fails (told with its reason and time), run once
// across concurrent rounds; the export says 'Réservé'/'Indisponible' behind a secret token.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { blockDates } from "#server/hosting/calendar-blocks.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { publicAddressesOnly, type AddressPolicy } from "./address-policy.server";
import { calendarFeed, disableExport, exportTokenOf, renewExportToken } from "./calendar-export.server";
import { addImport, listImports, MAX_IMPORTS_PER_LISTING, refreshSoon, removeImport } from "./calendar-imports.server";
import { refreshDueImports } from "./refresh-imports.server";

const handle = await useTestDatabase();
const TEST_HOST = "127.0.0.2";
const policy: AddressPolicy = (address) => address === TEST_HOST || publicAddressesOnly(address);
const today = todayInBenin();
const day = (offset: number) => addDays(today, offset).replaceAll("-", "");
const feeds = new Map<string, string>();
const hits: string[] = [];
let server: http.Server;
let port = 0;

const event = (uid: string, from: number, to: number) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${day(from)}\r\nDTEND;VALUE=DATE:${day(to)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
const calendar = (...events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.join("")}END:VCALENDAR\r\n`;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    const body = feeds.get(request.url ?? "");
    if (body === undefined) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { "content-type": "text/calendar" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, TEST_HOST, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const url = (path: string) => `http://${TEST_HOST}:${port}${path}`;
const host = await createUser({ roles: ["user", "host"] });
const otherHost = await createUser({ roles: ["user", "host"] });
let clock = new Date();
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

async function importRows(listingId: string) {
  return handle.query<{ start: string; end: string }>(
    "SELECT lower(during)::text AS start, upper(during)::text AS end FROM listing_calendar WHERE listing_id = $1 AND source = 'import' ORDER BY 1",
    [listingId],
  );
}

describe(`calendar imports (${databaseKind})`, () => {
  it("blocks the feed's dates, around a booking it overlaps (kept, and shown as a conflict)", async () => {
    const listing = await createListing({ userId: host.id });
    const booking = await createBooking({
      listingId: listing.id,
      startDate: addDays(today, 12),
      endDate: addDays(today, 14),
      status: "approved",
      paymentStatus: "completed",
      paidAt: new Date(),
    });
    feeds.set("/a.ics", calendar(event("a", 5, 8), event("b", 10, 16), event("old", -10, -5)));
    expect(await addImport(host.id, listing.id, url("/a.ics"), clock)).toMatchObject({ ok: true });
    expect(await refreshDueImports({ now: clock, policy })).toBe(1);

    expect(await importRows(listing.id)).toEqual([
      { start: addDays(today, 5), end: addDays(today, 8) },
      { start: addDays(today, 10), end: addDays(today, 12) },
      { start: addDays(today, 14), end: addDays(today, 16) },
    ]);
    const [kept] = await handle.query("SELECT status FROM bookings WHERE id = $1", [booking.id]);
    expect(kept).toEqual({ status: "approved" });
    expect(await handle.query("SELECT id FROM listing_calendar WHERE booking_id = $1", [booking.id])).toHaveLength(1);
    const [shown] = (await listImports(host.id, listing.id))!;
    expect(shown).toMatchObject({
      lastEventCount: 3,
      lastError: null,
      conflicts: [{ bookingReference: booking.bookingReference, start: addDays(today, 10), end: addDays(today, 16) }],
    });

    // Not due again before 30 minutes; then events gone from the feed free their dates.
    feeds.set("/a.ics", calendar(event("a", 5, 8)));
    expect(await refreshDueImports({ now: later(10), policy })).toBe(0);
    expect(await refreshDueImports({ now: later(21), policy })).toBe(1);
    expect(await importRows(listing.id)).toEqual([{ start: addDays(today, 5), end: addDays(today, 8) }]);
    expect((await listImports(host.id, listing.id))![0]!.conflicts).toEqual([]);
  });

  it("a failing read is told with its reason and time, and the last good dates stay", async () => {
    const listing = await createListing({ userId: host.id });
    feeds.set("/b.ics", calendar(event("x", 20, 22)));
    const added = await addImport(host.id, listing.id, url("/b.ics"), clock);
    if (!added.ok) throw new Error(JSON.stringify(added));
    await refreshDueImports({ now: clock, policy });
    for (const [body, reason] of [
      ["<html>Connexion requise</html>", "not_ical"],
      [undefined, "http_error"],
    ] as const) {
      if (body === undefined) feeds.delete("/b.ics");
      else feeds.set("/b.ics", body);
      await refreshDueImports({ now: later(31), policy });
      const [shown] = (await listImports(host.id, listing.id))!;
      expect(shown).toMatchObject({ lastError: reason, lastErrorAt: clock.toISOString() });
      expect(await importRows(listing.id)).toEqual([{ start: addDays(today, 20), end: addDays(today, 22) }]);
    }
    // With the real policy, an address on this machine is refused, and said so.
    await handle.query("UPDATE listing_calendar_imports SET url = $1 WHERE id = $2", [
      `http://127.0.0.1:${port}/b.ics`,
      added.id,
    ]);
    await refreshDueImports({ now: later(31) });
    expect((await listImports(host.id, listing.id))![0]).toMatchObject({ lastError: "address_refused" });
    // A good read clears the failure.
    feeds.set("/b.ics", calendar());
    await handle.query("UPDATE listing_calendar_imports SET url = $1 WHERE id = $2", [url("/b.ics"), added.id]);
    expect(await refreshSoon(host.id, listing.id, added.id, clock)).toBe(true);
    await refreshDueImports({ now: clock, policy });
    expect((await listImports(host.id, listing.id))![0]).toMatchObject({ lastError: null, lastEventCount: 0 });
    expect(await importRows(listing.id)).toEqual([]);
  });

  it("reads each due import once, whatever the number of rounds at once", async () => {
    const listing = await createListing({ userId: host.id });
    feeds.set("/c.ics", calendar(event("c", 30, 31)));
    await addImport(host.id, listing.id, url("/c.ics"), later(1));
    const before = hits.filter((hit) => hit === "/c.ics").length;
    await Promise.all([1, 2, 3].map(() => refreshDueImports({ now: clock, policy })));
    expect(hits.filter((hit) => hit === "/c.ics").length - before).toBe(1);
  });

  it("is added and removed by the listing's host only; bad URLs, doubles and a sixth are refused", async () => {
    const listing = await createListing({ userId: host.id });
    for (const bad of ["file:///etc/passwd", "ftp://exemple.bj/a.ics", "javascript:alert(1)", "pas une adresse", ""]) {
      expect(await addImport(host.id, listing.id, bad, clock)).toEqual({ ok: false, reason: "invalid_url" });
    }
    expect(await addImport(otherHost.id, listing.id, url("/d.ics"), clock)).toEqual({ ok: false, reason: "not_found" });
    const first = await addImport(host.id, listing.id, url("/d.ics"), clock);
    expect(await addImport(host.id, listing.id, url("/d.ics"), clock)).toEqual({ ok: false, reason: "already_added" });
    for (let index = 1; index < MAX_IMPORTS_PER_LISTING; index += 1) {
      expect(await addImport(host.id, listing.id, url(`/d${index}.ics`), clock)).toMatchObject({ ok: true });
    }
    expect(await addImport(host.id, listing.id, url("/d9.ics"), clock)).toEqual({
      ok: false,
      reason: "too_many_imports",
    });
    if (!first.ok) throw new Error("setup");
    expect(await removeImport(otherHost.id, listing.id, first.id)).toBe(false);
    expect(await listImports(otherHost.id, listing.id)).toBeNull();
    expect(await removeImport(host.id, listing.id, first.id)).toBe(true);
    expect(await listImports(host.id, listing.id)).toHaveLength(MAX_IMPORTS_PER_LISTING - 1);
  });

  it("removing an import frees its dates", async () => {
    const listing = await createListing({ userId: host.id });
    feeds.set("/e.ics", calendar(event("e", 40, 42)));
    const added = await addImport(host.id, listing.id, url("/e.ics"), later(1));
    if (!added.ok) throw new Error("setup");
    await refreshDueImports({ now: clock, policy });
    expect(await importRows(listing.id)).toHaveLength(1);
    await removeImport(host.id, listing.id, added.id);
    expect(await importRows(listing.id)).toEqual([]);
  });
});

describe(`the calendar export (${databaseKind})`, () => {
  it("gives the host a secret URL whose feed says only 'Réservé' or 'Indisponible'", async () => {
    const listing = await createListing({ userId: host.id, title: "Villa Ouidah" });
    const booking = await createBooking({
      listingId: listing.id,
      startDate: addDays(today, 3),
      endDate: addDays(today, 5),
      travelerInfo: { firstName: "Afiwa", lastName: "Secrète", email: "afiwa@exemple.bj" },
    });
    expect(await blockDates(host.id, listing.id, addDays(today, 8), addDays(today, 9))).toMatchObject({ ok: true });
    expect(await exportTokenOf(host.id, listing.id)).toBeNull();
    expect(await exportTokenOf(otherHost.id, listing.id)).toBeUndefined();
    expect(await renewExportToken(otherHost.id, listing.id)).toBeNull();
    const token = (await renewExportToken(host.id, listing.id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await exportTokenOf(host.id, listing.id)).toBe(token);

    const feed = (await calendarFeed(token))!;
    expect(feed).toContain(`UID:booking-${booking.id}@calendrier\r\nDTSTAMP:`);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(3)}\r\nDTEND;VALUE=DATE:${day(5)}\r\nSUMMARY:Réservé\r\n`);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(8)}\r\nDTEND;VALUE=DATE:${day(10)}\r\nSUMMARY:Indisponible\r\n`);
    expect(feed).not.toMatch(/Afiwa|Secrète|afiwa@/);
    // The same UIDs on the next read.
    expect((await calendarFeed(token))!.match(/UID:.*/g)).toEqual(feed.match(/UID:.*/g));

    // Replaced: the old URL stops answering; turned off: none does.
    const renewed = (await renewExportToken(host.id, listing.id))!;
    expect(await calendarFeed(token)).toBeNull();
    expect(await calendarFeed(renewed)).not.toBeNull();
    expect(await disableExport(otherHost.id, listing.id)).toBe(false);
    expect(await calendarFeed(renewed)).not.toBeNull();
    expect(await disableExport(host.id, listing.id)).toBe(true);
    expect(await calendarFeed(renewed)).toBeNull();
    expect(await calendarFeed("../../etc/passwd")).toBeNull();
  });
});
