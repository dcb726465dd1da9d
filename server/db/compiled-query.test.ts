import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "#tests/support/test-database";
import { compiledQuery } from "./compiled-query.server";

const handle = await useTestDatabase();
const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe(`a query rendered once (${databaseKind})`, () => {
  it("builds its text on the first run only, and sends each run's own values", async () => {
    const build = vi.fn(
      () => sql`SELECT ${sql.placeholder("city")}::text AS city, ${sql.placeholder("nights")}::int * ${2} AS twice`,
    );
    const read = compiledQuery<{ city: string; twice: number }, { city: string; nights: number }>(build);
    expect(await read({ city: "Ouidah", nights: 3 })).toEqual([{ city: "Ouidah", twice: 6 }]);
    expect(await read({ city: "Natitingou", nights: 5 })).toEqual([{ city: "Natitingou", twice: 10 }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("passes a value as a parameter, never as SQL text", async () => {
    await handle.query("CREATE TABLE compiled_guard (name text)");
    await handle.query("INSERT INTO compiled_guard VALUES ('Porto-Novo')");
    const read = compiledQuery<{ name: string }, { name: string }>(
      () => sql`SELECT name FROM compiled_guard WHERE name = ${sql.placeholder("name")}`,
    );
    expect(await read({ name: "' OR '1'='1" })).toEqual([]);
    expect(await read({ name: "Porto-Novo" })).toEqual([{ name: "Porto-Novo" }]);
    expect(await handle.query("SELECT count(*)::int AS n FROM compiled_guard")).toEqual([{ n: 1 }]);
  });

  it("refuses a run that lacks a value, before anything is sent", async () => {
    const read = compiledQuery<{ one: number }, { id: string }>(
      () => sql`SELECT 1 AS one WHERE ${sql.placeholder("id")}::text IS NOT NULL`,
    );
    await expect(read({} as { id: string })).rejects.toThrow(/placeholder "id"/);
  });
});
