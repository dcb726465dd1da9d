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

/** Applies the pending migrations in name order, each in its own transaction. */
export async function migrate(handle: DatabaseHandle, directory = migrationsDirectory()) {
  const files = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  return handle.withConnection(async (connection) => {
    await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const applied: string[] = [];
    try {
      await connection.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const done = new Set(
        (await connection.query<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name),
      );
      for (const name of files) {
        if (done.has(name)) continue;
        const script = fs.readFileSync(path.join(directory, name), "utf8");
        await connection.exec("BEGIN");
        try {
          await connection.exec(script);
          await connection.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
          await connection.exec("COMMIT");
        } catch (error) {
          await connection.exec("ROLLBACK");
          throw new Error(`La migration ${name} a échoué: ${(error as Error).message}`, { cause: error });
        }
        applied.push(name);
      }
    } finally {
      await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
    return applied;
  });
}
