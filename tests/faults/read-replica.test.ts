// A read replica (DATABASE_READ_URL, docs/decisions/031). To see where each read goes, the
// "replica" here is a copy of the primary whose listing has another title: an anonymous
// visitor's listing page, search and sitemap read the copy; a signed-in visitor reads the
// primary (what they just wrote); a booking (a write) goes to the primary. The replica's
// connections are read-only: a write there fails.
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.server";
import { adminQuery, createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { book } from "#tests/faults/support/journeys";
import { startServer } from "#tests/support/start-server";

const primary = await createDatabase("faults_primary");
let handle = await openInTestProcess(primary.url);
const [listingId] = await createListings(1, "replique");
const [traveler] = await createTravelers(1, "replique");
await handle.close();
// The copy, made from the primary as it is now, then told apart by the listing's title.
const replicaName = `${primary.name}_lecture`;
await adminQuery(`CREATE DATABASE ${replicaName} TEMPLATE ${primary.name}`);
const replicaUrl = new URL(primary.url);
replicaUrl.pathname = `/${replicaName}`;
await adminQuery(`UPDATE listings SET title = 'Villa de la réplique' WHERE id = '${listingId}'`, replicaUrl.toString());
handle = await openInTestProcess(primary.url);
const server = await startServer({
  databaseUrl: primary.url,
  env: { DATABASE_READ_URL: replicaUrl.toString(), DEMO_DATA: "off" },
});

afterAll(async () => {
  await server.stop();
  await handle.close();
  await primary.drop();
  await adminQuery(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
});

const page = async (path: string, cookie?: string) => {
  const response = await fetch(server.baseUrl + path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, text: await response.text() };
};

describe("DATABASE_READ_URL", () => {
  it("serves anonymous listing pages from the replica, search and sitemap too", async () => {
    const listing = await page(`/property/${listingId}`);
    expect(listing.status).toBe(200);
    expect(listing.text).toContain("Villa de la réplique");
    expect(listing.text).not.toContain("Villa replique 0");
    // The search page and the sitemap answer too (their queries read the replica as well).
    const search = await page("/search");
    expect(search.status).toBe(200);
    expect(search.text).toContain(`/property/${listingId}`);
    const sitemap = await page("/sitemap.xml");
    expect(sitemap.text).toContain(listingId);
  });

  it("serves a signed-in visitor from the primary, and writes there", async () => {
    const listing = await page(`/property/${listingId}`, traveler!.cookie);
    expect(listing.status).toBe(200);
    expect(listing.text).toContain("Villa replique 0");
    const booked = await book(
      { baseUrl: server.baseUrl, origin: server.publicUrl },
      traveler!.cookie,
      listingId!,
      stayIn(12, 2),
    );
    expect(booked.bookingId).not.toBeNull();
    expect(await handle.query("SELECT id FROM bookings WHERE id = $1", [booked.bookingId])).toHaveLength(1);
    expect(
      await adminQuery(`SELECT id FROM bookings WHERE id = '${booked.bookingId}'`, replicaUrl.toString()),
    ).toHaveLength(0);
  });

  it("opens the replica's connections read-only, named after the process", async () => {
    const rows = await adminQuery(
      `SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = '${replicaName}'`,
    );
    expect(rows.map((row) => row.application_name)).toContain(`benin-voyages:${server.port}:lecture`);
    const reader = await openDatabase({ url: replicaUrl.toString(), pool: { readOnly: true } });
    try {
      await expect(reader.query("UPDATE listings SET title = 'écrit' WHERE id = $1", [listingId])).rejects.toThrow(
        /read-only transaction/,
      );
    } finally {
      await reader.close();
    }
  });
});
