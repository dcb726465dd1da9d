import fs from "node:fs";
import path from "node:path";
import { getEnv } from "#server/env.server";
import type { DatabaseHandle } from "./client.server";

/** Where the .sql files are: the package root's server/db/migrations (npm runs from there). */
export function migrationsDirectory() {
  return path.resolve(getEnv().MIGRATIONS_DIR);
}

// Any number, the same in every process: the lock makes concurrent starts apply each
// migration once.
const MIGRATION_LOCK = 7_261_001;

/**
 * Migrations renamed so that the numbers run without gaps or doubles (ADR 012): a database
 * that ran a file under its old name has that row renamed, and does not run it again.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  "0005_search_at_scale_calendar.sql": "0006_search_at_scale_calendar.sql",
  "0008_fault_tolerance.sql": "0007_fault_tolerance.sql",
  "0009_booking_line_items.sql": "0008_booking_line_items.sql",
  "0010_messages_by_key.sql": "0009_messages_by_key.sql",
};

/**
 * Applies the pending migrations in name order, each in its own transaction. Concurrent
 * starts are ordered by a transaction-scoped advisory lock (pg_advisory_xact_lock), held
 * for the whole run by a transaction left open on a connection of its own (nothing else is
 * done in it): it ends with that transaction, so it holds behind PgBouncer in transaction
 * mode too, where a session-level lock would be taken on one server session and released
 * on another. One process applies everything pending; the others then find nothing to do.
 */
export async function migrate(handle: DatabaseHandle, directory = migrationsDirectory()) {
  // PGlite is one connection in one process: nobody to wait for.
  if (handle.kind === "pglite") return applyPending(handle, directory);
  return handle.withConnection(async (gate) => {
    await gate.exec("BEGIN");
    try {
      // Waiting for another process may take longer than the pool's statement timeout.
      await gate.exec("SET LOCAL statement_timeout = 0");
      await gate.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      const applied = await applyPending(handle, directory);
      await gate.exec("COMMIT");
      return applied;
    } catch (error) {
      await gate.exec("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

async function applyPending(handle: DatabaseHandle, directory: string) {
  const files = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  return handle.withConnection(async (connection) => {
    await connection.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    // Oldest first, in one statement: each old name becomes its new one.
    const renames = Object.entries(RENAMED_MIGRATIONS);
    await connection.query(
      `UPDATE schema_migrations AS m SET name = r.new_name
         FROM unnest($1::text[], $2::text[]) AS r(old_name, new_name)
        WHERE m.name = r.old_name`,
      [renames.map(([from]) => from), renames.map(([, to]) => to)],
    );
    const done = new Set(
      (await connection.query<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const script = fs.readFileSync(path.join(directory, name), "utf8");
      await connection.exec("BEGIN");
      try {
        // A migration may build an index for longer than the pool's statement timeout.
        await connection.exec("SET LOCAL statement_timeout = 0");
        await connection.exec(script);
        await connection.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
        await connection.exec("COMMIT");
      } catch (error) {
        await connection.exec("ROLLBACK");
        throw new Error(`La migration ${name} a échoué: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return applied;
  });
}

/** The migrations not applied yet (a start with MIGRATIONS_AT_START=off refuses to serve with any). */
export async function pendingMigrations(handle: DatabaseHandle, directory = migrationsDirectory()) {
  const files = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const [table] = await handle.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!table?.exists) return files;
  const done = new Set(
    (await handle.query<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name),
  );
  const renamed = new Set(
    Object.entries(RENAMED_MIGRATIONS)
      .filter(([from]) => done.has(from))
      .map(([, to]) => to),
  );
  return files.filter((name) => !done.has(name) && !renamed.has(name));
}
