// Every row of every table, to prove that a refused request changed nothing: take a
// snapshot before, send the request, compare after. Rows are read as JSON text and sorted,
// so the comparison does not depend on the order PostgreSQL happens to return them in.
import { expect } from "vitest";
import { getDatabaseHandle } from "#server/db/client.server";

export type DatabaseSnapshot = Map<string, string[]>;

async function tableNames(): Promise<string[]> {
  const rows = await getDatabaseHandle().query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

export async function takeSnapshot(): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = new Map();
  for (const name of await tableNames()) {
    const rows = await getDatabaseHandle().query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name}" t`);
    snapshot.set(name, rows.map((row) => row.row).sort());
  }
  return snapshot;
}

/** What differs, table by table (rows only before, rows only after), for a readable failure. */
export function snapshotDifferences(before: DatabaseSnapshot, after: DatabaseSnapshot) {
  const differences: Record<string, { removed: string[]; added: string[] }> = {};
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(name) ?? [];
    const now = after.get(name) ?? [];
    const removed = old.filter((row) => !now.includes(row));
    const added = now.filter((row) => !old.includes(row));
    if (removed.length || added.length) differences[name] = { removed, added };
  }
  return differences;
}

export async function expectDatabaseUnchanged(before: DatabaseSnapshot) {
  expect(snapshotDifferences(before, await takeSnapshot())).toEqual({});
}

/** Runs `request` and checks that no table changed; returns what the request returned. */
export async function withoutChanges<T>(request: () => Promise<T>): Promise<T> {
  const before = await takeSnapshot();
  const result = await request();
  await expectDatabaseUnchanged(before);
  return result;
}
