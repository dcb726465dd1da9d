// PGlite (the default embedded database) killed with `kill -9` in the middle of writes,
// several times: each restart reopens the data, every booking the site acknowledged is
// there, and at the end PostgreSQL's own checker (amcheck) finds every table and index
// intact. What this does not cover (a power cut, a machine crash: PGlite does not flush
// to the disk) is said in the README, which points to PostgreSQL for production.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";
import { waitUntil } from "#tests/faults/support/consistency";
import { createListings, createTravelers, stayIn, type Traveler } from "#tests/faults/support/fixtures";
import { book, send, type Site } from "#tests/faults/support/journeys";
import { startServer, type RunningServer } from "#tests/support/start-server";

const KILLS = 3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "benin-faults-pglite-"));
const pgliteDir = path.join(dataDir, "pglite");
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The people and listings, written by the test before any server runs (one process at a
// time on a PGlite directory).
const handle = await openDatabase({ dataDir: pgliteDir });
await migrate(handle);
setDatabase(handle);
const listings = await createListings(3, "pglite");
// Each listing's loop books as travelers in turn: an account may hold two unpaid bookings
// at once and start five in an hour (server/bookings/hold-limits.server.ts).
const TRAVELERS_PER_LOOP = 20;
const travelers = await createTravelers(3 * TRAVELERS_PER_LOOP + 1, "pglite");
const lastTraveler = travelers.at(-1)!;
const loopTravelers = [0, 1, 2].map((loop) =>
  travelers.slice(loop * TRAVELERS_PER_LOOP, (loop + 1) * TRAVELERS_PER_LOOP),
);
const booked = [0, 0, 0];
await handle.close();
setDatabase(undefined);

type Acknowledged = { traveler: Traveler; reference: string };

/** Bookings in a loop, each traveler on their own listing, until told to stop or a request fails. */
function writeLoad(site: Site, firstOffset: number) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const loops = loopTravelers.map(async (pool, index) => {
    for (let round = 0; !stopped && round < 60; round += 1) {
      const traveler = pool[booked[index]! % pool.length]!;
      booked[index]! += 1;
      try {
        const answer = await book(site, traveler.cookie, listings[index]!, stayIn(firstOffset + round * 2, 1), {
          firstName: "Voyageur",
          lastName: String(index),
          email: traveler.email,
        });
        const reference = /"bookingReference","(BK\d{8})"/.exec(answer.body)?.[1];
        if (answer.status === 200 && reference) acknowledged.push({ traveler, reference });
      } catch {
        return; // the server is gone
      }
    }
  });
  return { acknowledged, stop: () => (stopped = true), done: Promise.all(loops) };
}

/** The references the traveler's /my-bookings page shows. */
async function listedReferences(site: Site, traveler: Traveler) {
  const response = await send(site, "/my-bookings", { cookie: traveler.cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  return new Set([...html.matchAll(/data-booking-reference="(BK\d{8})"/g)].map((match) => match[1]));
}

describe("PGlite killed during writes", () => {
  it(`reopens intact after ${KILLS} kill -9 in the middle of bookings`, async () => {
    const acknowledged: Acknowledged[] = [];
    for (let kill = 0; kill <= KILLS; kill += 1) {
      server = await startServer({ dataDir, ...(server ? { port: server.port } : {}) });
      const site: Site = { baseUrl: server.baseUrl, origin: server.publicUrl };
      // Everything acknowledged before the earlier kills is there.
      for (const traveler of new Set(acknowledged.map((item) => item.traveler))) {
        const listed = await listedReferences(site, traveler);
        const missing = acknowledged.filter((item) => item.traveler === traveler && !listed.has(item.reference));
        expect(missing, `après l'arrêt brutal n°${kill}`).toEqual([]);
      }
      if (kill === KILLS) break;
      const load = writeLoad(site, 10 + kill * 120);
      await waitUntil(
        () => Promise.resolve(load.acknowledged.length >= 5 + kill * 3),
        60_000,
        "des réservations écrites",
      );
      await server.kill();
      load.stop();
      await load.done;
      acknowledged.push(...load.acknowledged);
    }
    // A write after the last restart, then a clean stop.
    const site: Site = { baseUrl: server!.baseUrl, origin: server!.publicUrl };
    expect(
      (
        await book(site, lastTraveler.cookie, listings[0]!, stayIn(300, 1), {
          firstName: "A",
          lastName: "B",
          email: lastTraveler.email,
        })
      ).status,
    ).toBe(200);
    await server!.stop();

    // PostgreSQL's checker on every table and every B-tree index of the reopened files.
    const database = await PGlite.create({
      dataDir: pgliteDir,
      extensions: { amcheck, btree_gist, pg_trgm, unaccent },
    });
    try {
      await database.exec("CREATE EXTENSION IF NOT EXISTS amcheck");
      const tables = await database.query<{ oid: number; name: string }>(
        "SELECT c.oid, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = 'public'",
      );
      expect(tables.rows.length).toBeGreaterThan(10);
      for (const table of tables.rows) {
        const corruption = await database.query("SELECT * FROM verify_heapam($1::regclass)", [table.oid]);
        expect(corruption.rows, table.name).toEqual([]);
      }
      const indexes = await database.query<{ name: string }>(
        `SELECT c.relname AS name, bt_index_check(c.oid, true) IS NULL AS checked
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE am.amname = 'btree' AND n.nspname = 'public'`,
      );
      expect(indexes.rows.length).toBeGreaterThan(10);
      // Every acknowledged booking, and the calendar in step with the bookings.
      const references = await database.query<{ booking_reference: string }>("SELECT booking_reference FROM bookings");
      const stored = new Set(references.rows.map((row) => row.booking_reference));
      expect(acknowledged.filter((item) => !stored.has(item.reference))).toEqual([]);
      const unheld = await database.query(
        `SELECT b.id FROM bookings b WHERE b.status IN ('pending', 'approved')
            AND NOT EXISTS (SELECT 1 FROM listing_calendar c WHERE c.booking_id = b.id)`,
      );
      expect(unheld.rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
