// The demo data: loaded at the first start (empty database) and by `npm run db:seed`,
// which erases everything first. Deterministic: the same seed gives the same listings,
// prices, pictures and reviews (dates are relative to today).
import { nowMs } from "#common/clock";
import { getDatabaseHandle } from "#server/db/client.server";
import { getFedaPayConfig } from "#server/integrations/fedapay/config.server";
import { recordDemoPaymentsAtStandIn } from "#server/integrations/fedapay/stand-in/standin-demo.server";
import { getStorage } from "#server/integrations/storage/current-storage.server";
import { log } from "#server/observability/log.server";
import { DEMO_ACCOUNTS, createDemoPeople, demoAccountsForThisSite, type DemoAccount } from "./demo-accounts.server";
import { createFutureBookings, createPastStays, createTravelerTrips } from "./demo-history.server";
import { createDemoListings } from "./demo-listings.server";
import { createDemoPayoutAccounts, createRefundedCancellation } from "./demo-money.server";
import { createRandom } from "./random.server";

export type { DemoAccount };
export type SeedSummary = { accounts: DemoAccount[]; listings: number; bookings: number; milliseconds: number };

const DEMO_SEED = 20_240_622;
// Any number, the same in every process: two servers starting on one empty database
// must not both load the demo.
const SEED_LOCK = 7_261_002;
// Written last: its absence next to demo accounts means a load was interrupted.
const SEED_MARKER = "demo_seed";

async function whileLocked<T>(key: number, fn: () => Promise<T>): Promise<T> {
  const handle = getDatabaseHandle();
  // PGlite is one connection in one process: nobody to wait for.
  if (handle.kind === "pglite") return fn();
  return handle.withConnection(async (connection) => {
    await connection.exec("BEGIN");
    try {
      // Waiting for another process's load may take longer than the statement timeout.
      await connection.exec("SET LOCAL statement_timeout = 0");
      await connection.query("SELECT pg_advisory_xact_lock($1)", [key]);
      const result = await fn();
      await connection.exec("COMMIT");
      return result;
    } catch (error) {
      await connection.exec("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

/** At boot: loads the demo only when nobody has an account yet. Never fails the start. */
export async function seedIfEmpty(): Promise<{ accounts: DemoAccount[] } | null> {
  try {
    // Concurrent first starts load it once: the lock is transaction-scoped (it holds behind
    // PgBouncer in transaction mode), taken in a transaction left open on a connection of
    // its own while the load runs on the others; nothing else is read or written in it.
    return await whileLocked(SEED_LOCK, async () => {
      const [row] = await getDatabaseHandle().query<{ users: number; complete: boolean; demo: boolean }>(
        `SELECT (SELECT count(*)::int FROM users) AS users,
                  EXISTS (SELECT 1 FROM app_secrets WHERE name = $1) AS complete,
                  EXISTS (SELECT 1 FROM users WHERE email = $2) AS demo`,
        [SEED_MARKER, DEMO_ACCOUNTS[0]!.email],
      );
      // A demo load cut short (process killed) left demo accounts but no marker: redo it.
      const interrupted = row!.users > 0 && row!.demo && !row!.complete;
      if (row!.users > 0 && !interrupted) return null;
      if (interrupted) log("seed").info("chargement précédent interrompu: reprise depuis le début");
      const summary = await seedDemoData({ reset: interrupted });
      log("seed").info(`données de démonstration chargées en ${(summary.milliseconds / 1000).toFixed(1)} s`);
      return { accounts: summary.accounts };
    });
  } catch (error) {
    log("seed").error({ err: error }, "échec du chargement des données de démonstration (relancez `npm run db:seed`)");
    return null;
  }
}

/** The demo accounts, when the demo data is loaded and its first account still exists. */
export async function presentDemoAccounts(): Promise<DemoAccount[] | null> {
  const [row] = await getDatabaseHandle().query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM app_secrets WHERE name = $1)
        AND EXISTS (SELECT 1 FROM users WHERE email = $2) AS present`,
    [SEED_MARKER, DEMO_ACCOUNTS[0]!.email],
  );
  return row?.present ? demoAccountsForThisSite() : null;
}

export async function seedDemoData({ reset }: { reset: boolean }): Promise<SeedSummary> {
  const started = performance.now();
  if (reset) await eraseEverything();
  const random = createRandom(DEMO_SEED);
  const people = await createDemoPeople();
  const { approved } = await createDemoListings(random, people.hosts);

  // The demo traveler's trips go to listings old enough for a stay three weeks ago.
  const older = approved.filter((listing) => nowMs() - listing.createdAt.getTime() > 40 * 86_400_000);
  const olderStays = older.filter((listing) => !listing.isVehicle);
  const tripListings = [olderStays[0]!, older.find((listing) => listing.isVehicle)!, olderStays[1]!];
  let bookings = await createPastStays(random, approved, people.reviewers, tripListings);
  await createTravelerTrips(random, people.traveler, tripListings);
  const future = random.sample(
    approved.filter((listing) => !tripListings.includes(listing)),
    8,
  );
  await createFutureBookings(random, future, people.reviewers);
  // Money out: the hosts can be paid, and one cancelled booking was refunded.
  await createDemoPayoutAccounts(people.hosts);
  await createRefundedCancellation(people.traveler, tripListings[2]!);
  // On the local FedaPay, the demo's payments are in its balance, as they would be at FedaPay.
  if (getFedaPayConfig().mode === "standin") await recordDemoPaymentsAtStandIn();
  bookings += 4 + future.length;
  await getDatabaseHandle().query(
    "INSERT INTO app_secrets (name, value) VALUES ($1, 'complete') ON CONFLICT (name) DO UPDATE SET value = 'complete'",
    [SEED_MARKER],
  );
  return {
    accounts: demoAccountsForThisSite(),
    listings: approved.length,
    bookings,
    milliseconds: Math.round(performance.now() - started),
  };
}

// Not data: the migrations' ledger, and the secrets every process shares (losing the auth
// secret would break sign-in until a restart).
const KEPT_TABLES = ["schema_migrations", "app_secrets"];

/** Every data table emptied, and every stored picture. */
async function eraseEverything() {
  const handle = getDatabaseHandle();
  const tables = await handle.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND NOT (tablename = ANY ($1::text[]))",
    [KEPT_TABLES],
  );
  await handle.query("DELETE FROM app_secrets WHERE name = $1", [SEED_MARKER]);
  if (tables.length) await handle.query(`TRUNCATE ${tables.map((table) => table.name).join(", ")} CASCADE`);
  await getStorage().delete("properties");
}
