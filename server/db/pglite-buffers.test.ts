// PGlite's buffer cache follows PGLITE_SHARED_BUFFERS_MB (docs/decisions/048): the pages it
// keeps stay in the process's memory for good, so its size is the process's to choose.
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, processDatabaseOptions, type DatabaseHandle } from "./client.server";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const sharedBuffers = async (database: DatabaseHandle) =>
  (await database.query<{ shared_buffers: string }>("SHOW shared_buffers"))[0]!.shared_buffers;

describe("PGlite's buffer cache", () => {
  it("is the size the process asks for", async () => {
    handle = await openDatabase({ sharedBuffersMb: 16 });
    expect(await sharedBuffers(handle)).toBe("16MB");
    // And the database still works with it: the smaller cache only reads pages again.
    await handle.query("CREATE TABLE t (n int)");
    await handle.query("INSERT INTO t SELECT generate_series(1, 20000)");
    expect((await handle.query<{ total: string }>("SELECT sum(n)::text AS total FROM t"))[0]!.total).toBe("200010000");
  });

  it("is PostgreSQL's own 128 MB when the process does not say", async () => {
    handle = await openDatabase({});
    expect(await sharedBuffers(handle)).toBe("128MB");
  });
});

describe("the process's database from its settings", () => {
  it("is PGlite under DATA_DIR with the set buffer cache, or DATABASE_URL's PostgreSQL with the pool given", () => {
    const settings = { DATABASE_URL: undefined, dataDir: "/srv/benin", PGLITE_SHARED_BUFFERS_MB: 32 };
    expect(processDatabaseOptions(settings)).toEqual({ dataDir: "/srv/benin/pglite", sharedBuffersMb: 32 });
    const url = "postgres://app@db.cotonou.bj:5432/voyages";
    expect(processDatabaseOptions({ ...settings, DATABASE_URL: url })).toEqual({ url });
    expect(processDatabaseOptions({ ...settings, DATABASE_URL: url }, { max: 20 })).toEqual({ url, pool: { max: 20 } });
  });
});
