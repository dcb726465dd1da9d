// PostgreSQL databases for the fault tests: each test file creates its own database on the
// admin connection (TEST_DATABASE_URL, or the machine's PostgreSQL) and drops it after.
// These tests need a real PostgreSQL: when it cannot be reached they fail, saying so.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, setDatabase, type DatabaseHandle } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";

export const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** The URL with the password hidden, for messages. */
export function displayUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/** Connects once, or throws a message that says PostgreSQL is needed and where it was looked for. */
export async function requirePostgres(url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw new Error(
      `PostgreSQL est injoignable sur ${displayUrl(url)} (${(error as Error).message}). ` +
        "Les tests de pannes (tests/faults) ont besoin d'un vrai PostgreSQL : démarrez-le, ou donnez son adresse dans TEST_DATABASE_URL.",
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function adminQuery(sql: string, url = ADMIN_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export type TestDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A new, empty database on the admin connection's server. */
export async function createDatabase(prefix: string, adminUrl = ADMIN_URL): Promise<TestDatabase> {
  await requirePostgres(adminUrl);
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl);
    },
  };
}

/**
 * Opens the database in the test process too (migrated, installed as the process's
 * database), so that fixtures are written with the app's own factories and the tables can
 * be read while the servers run.
 */
export async function openInTestProcess(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url });
  await migrate(handle);
  setDatabase(handle);
  return handle;
}
