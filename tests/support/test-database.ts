import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";

type Opened = { handle: DatabaseHandle; cleanup: () => Promise<void> };
const opened: Opened[] = [];

// Registered when a test file imports this module, so it runs at the end of the file even
// when the database was opened inside a beforeAll (a hook registered from within another
// hook would be ignored, and the database left behind on PostgreSQL).
afterAll(async () => {
  for (const { handle, cleanup } of opened.splice(0)) {
    // The database goes even if closing the connection fails.
    try {
      await handle.close();
    } finally {
      await cleanup();
    }
  }
});

/**
 * A fresh, migrated database (unless `migrated: false`) for one test file, installed as the process's database.
 * PGlite in memory by default; with TEST_DATABASE_URL, a new database on that PostgreSQL
 * server (dropped after the file).
 */
export async function useTestDatabase(options: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let cleanup = async () => {};
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    cleanup = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    handle = await openDatabase({});
  }
  opened.push({ handle, cleanup });
  if (options.migrated !== false) await migrate(handle);
  setDatabase(handle);
  return handle;
}

export const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
