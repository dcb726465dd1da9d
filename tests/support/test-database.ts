import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../server/db/client.server";
import { migrate } from "../../server/db/migrate.server";

/**
 * A fresh, migrated database for one test file, installed as the process's database.
 * PGlite in memory by default; with TEST_DATABASE_URL, a new database on that PostgreSQL
 * server (dropped after the file).
 */
export async function useTestDatabase(): Promise<DatabaseHandle> {
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
  await migrate(handle);
  setDatabase(handle);
  afterAll(async () => {
    // The database goes even if closing the connection fails.
    try {
      await handle.close();
    } finally {
      await cleanup();
    }
  });
  return handle;
}

export const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
