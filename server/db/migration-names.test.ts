// The migrations are numbered without gaps or doubles, and a database that ran the files
// under their old names (0005 twice, then 0008–0010) keeps working: nothing runs twice.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/support/test-database";
import { RENAMED_MIGRATIONS, migrate, migrationsDirectory } from "./migrate.server";

const files = fs
  .readdirSync(migrationsDirectory())
  .filter((name) => name.endsWith(".sql"))
  .sort();

const oldDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "old-migrations-"));
afterAll(() => fs.rmSync(oldDirectory, { recursive: true, force: true }));

describe("migration names", () => {
  it("are numbered 0001, 0002, … without gaps or doubles", () => {
    expect(files.map((name) => name.slice(0, 4))).toEqual(files.map((_, index) => String(index + 1).padStart(4, "0")));
  });

  it("map every old name to a file that exists", () => {
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(files).toContain(to);
      expect(files).not.toContain(from);
    }
  });

  it("let a database migrated under the old names run only what it had not run", async () => {
    const handle = await useTestDatabase({ migrated: false });
    const oldName = Object.fromEntries(Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]));
    // The repository as it was before line items: its files under their old names.
    const before = files.filter((name) => name < "0008");
    for (const name of before)
      fs.copyFileSync(path.join(migrationsDirectory(), name), path.join(oldDirectory, oldName[name] ?? name));
    expect(await migrate(handle, oldDirectory)).toContain("0008_fault_tolerance.sql");

    const applied = await migrate(handle);

    expect(applied).toEqual(files.filter((name) => name >= "0008"));
    const rows = await handle.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
    expect(rows.map((row) => row.name)).toEqual(files);
    expect(await migrate(handle)).toEqual([]);
  });
});
