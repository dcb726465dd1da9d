// Fills a database with the demo data plus 100 000 generated listings (about 90 % approved),
// a few thousand hosts and travelers, and their bookings through the real tables (bookings,
// listing_calendar, reviews), so that every search shape has real work to do.
// Cached: a PGlite directory under data/bench/ and a PostgreSQL database `bench_search`
// (BENCH_SEARCH_DATABASE names another one, so that benchmarks run at once never share it),
// kept while the generator's version, the size and the week are the same.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { todayInBenin } from "#common/dates";
import { openDatabase, setDatabase, type DatabaseHandle } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";
import { parseEnv, setEnv } from "#server/env.server";
import { createRandom } from "#server/seed/random.server";
import { seedDemoData } from "#server/seed/seed.server";
import { insertBlocks, insertListings, insertPeople, insertStays } from "./bulk-insert.server";
import { FIRST_NAMES, LAST_NAMES } from "./catalogue";
import { generateCalendar, generateListing, type BlockRow, type CoverPool, type StayRow } from "./generated-rows";

/** Change it whenever the generated data changes: cached databases are then rebuilt. */
export const GENERATOR_VERSION = 2;
export const LISTING_COUNT = Number(process.env.BENCH_SEARCH_LISTINGS ?? 100_000);
const HOSTS = 3_000;
const TRAVELERS = 4_000;
const BATCH = 5_000;
const SEED = 20_261_122;
const MARKER = "bench_search";
/** PostgreSQL's bench database: dropped and created again by the generator, so never a shared one. */
const POSTGRES_DATABASE = process.env.BENCH_SEARCH_DATABASE ?? "bench_search";

export type BenchDatabase = {
  kind: "pglite" | "postgres";
  /** DATA_DIR for the app (PGlite files and/or pictures). */
  dataDir: string;
  databaseUrl?: string;
  /** Seconds spent generating now, or null when the cached data was reused. */
  generatedSeconds: number | null;
};

const root = path.resolve(import.meta.dirname, "../..");
const DAY = 86_400_000;

/** The cache key: generator version, size, and the week (bookings are dated from today). */
function markerValue() {
  return `v${GENERATOR_VERSION}:${LISTING_COUNT}:week${Math.floor(Date.now() / (7 * DAY))}`;
}

export function postgresAdminUrl() {
  return process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
}

function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function currentMarker(handle: DatabaseHandle): Promise<string | null> {
  const [row] = await handle.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = $1", [MARKER]);
  return row?.value ?? null;
}

async function openFresh(kind: BenchDatabase["kind"], dataDir: string, databaseUrl?: string): Promise<DatabaseHandle> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === "postgres") {
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    try {
      const name = pg.escapeIdentifier(POSTGRES_DATABASE);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    return openDatabase({ url: databaseUrl! });
  }
  return openDatabase({ dataDir: path.join(dataDir, "pglite") });
}

async function openExisting(kind: BenchDatabase["kind"], dataDir: string, databaseUrl?: string) {
  if (kind === "pglite") {
    if (!fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) return null;
    return openDatabase({ dataDir: path.join(dataDir, "pglite") });
  }
  try {
    const handle = await openDatabase({ url: databaseUrl! });
    await handle.query("SELECT 1");
    return handle;
  } catch {
    return null;
  }
}

/** Makes sure the database of `kind` holds the current generated data; returns how to reach it. */
export async function ensureSearchData(kind: BenchDatabase["kind"], log = console.log): Promise<BenchDatabase> {
  const dataDir = path.join(root, "data/bench", kind === "pglite" ? "search-pglite" : "search-postgres");
  const databaseUrl = kind === "postgres" ? withDatabaseName(postgresAdminUrl(), POSTGRES_DATABASE) : undefined;
  setEnv(parseEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }));
  const existing = await openExisting(kind, dataDir, databaseUrl);
  if (existing) {
    const applied = await migrate(existing);
    // A migration that rewrote or re-indexed the listings leaves the visibility map empty
    // (index-only scans then read the table too) until autovacuum passes: measure the
    // database as it is a little later, not in that window.
    if (applied.length > 0) await existing.withConnection((connection) => connection.exec("VACUUM ANALYZE"));
    const marker = await currentMarker(existing);
    await existing.close();
    if (marker === markerValue()) return { kind, dataDir, databaseUrl, generatedSeconds: null };
    log(`[bench] ${kind}: données de recherche périmées (${marker ?? "absentes"}), régénération…`);
  }
  const started = performance.now();
  const handle = await openFresh(kind, dataDir, databaseUrl);
  try {
    await migrate(handle);
    setDatabase(handle);
    await fill(handle, log);
    await handle.query("INSERT INTO app_secrets (name, value) VALUES ($1, $2)", [MARKER, markerValue()]);
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`[bench] ${kind}: ${LISTING_COUNT} annonces générées en ${generatedSeconds} s`);
  return { kind, dataDir, databaseUrl, generatedSeconds };
}

function people(prefix: "hote" | "voyageur", count: number, random: ReturnType<typeof createRandom>, now: number) {
  return Array.from({ length: count }, (_, index) => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return {
      id: `bench-${prefix}-${index + 1}`,
      name,
      email: `${prefix}${index + 1}@bench.exemple.bj`,
      createdAt: new Date(now - random.int(40, 1200) * DAY),
      host: prefix === "hote",
    };
  });
}

async function fill(handle: DatabaseHandle, log: typeof console.log) {
  // The demo first: its accounts, and its pictures reused as the generated listings' covers.
  const demoSummary = await seedDemoData({ reset: false });
  log(`[bench]   démo chargée en ${(demoSummary.milliseconds / 1000).toFixed(1)} s`);
  const demo = await handle.query<{ is_vehicle: boolean; images: string[] }>(
    "SELECT is_vehicle, images FROM listings WHERE status = 'approved' AND cardinality(images) > 0",
  );
  const covers: CoverPool = {
    stays: demo.filter((row) => !row.is_vehicle).map((row) => row.images),
    vehicles: demo.filter((row) => row.is_vehicle).map((row) => row.images),
  };
  const taken = new Set(
    (await handle.query<{ reference: string }>("SELECT booking_reference AS reference FROM bookings")).map(
      (row) => row.reference,
    ),
  );
  let referenceNumber = 50_000_000;
  const nextReference = () => {
    let reference: string;
    do reference = `BK${String((referenceNumber += 1)).padStart(8, "0")}`;
    while (taken.has(reference));
    return reference;
  };

  const random = createRandom(SEED);
  const now = Date.now();
  const today = todayInBenin();
  const hosts = people("hote", HOSTS, random, now);
  const travelers = people("voyageur", TRAVELERS, random, now);
  const hostIds = hosts.map((host) => host.id);
  const travelerIds = travelers.map((traveler) => traveler.id);
  await handle.withConnection(async (connection) => {
    await insertPeople(connection, [...hosts, ...travelers]);
    // Indexes built once at the end instead of row by row (GIN and trigram ones above all):
    // several times faster. Their definitions are read back from the database, so they are
    // exactly the migrations' ones.
    const indexes = await connection.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE schemaname = 'public' AND tablename IN ('listings', 'bookings', 'reviews')
         AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    );
    for (const index of indexes) await connection.exec(`DROP INDEX ${index.name}`);
    for (let done = 0; done < LISTING_COUNT; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, LISTING_COUNT - done) }, () =>
        generateListing(random, hostIds, covers, now),
      );
      const stays: StayRow[] = [];
      const blocks: BlockRow[] = [];
      for (const row of rows.filter((listing) => listing.status === "approved")) {
        const calendar = generateCalendar(random, row, travelerIds, today, nextReference);
        stays.push(...calendar.stays);
        blocks.push(...calendar.blocks);
      }
      await connection.exec("BEGIN");
      await insertListings(connection, rows);
      await insertStays(connection, stays);
      await insertBlocks(connection, blocks);
      await connection.exec("COMMIT");
      if ((done / BATCH) % 4 === 3) log(`[bench]   ${done + rows.length} annonces…`);
    }
    for (const index of indexes) await connection.exec(index.definition);
    // Fresh statistics and visibility, as autovacuum would have them on a live database.
    await connection.exec("VACUUM ANALYZE");
  });
}
