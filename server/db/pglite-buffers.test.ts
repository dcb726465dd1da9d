// PGlite's buffer cache follows PGLITE_SHARED_BUFFERS_MB (docs/decisions/048): the pages it
// keeps stay in the process's memory for good, so its size is the process's to choose.
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.server";

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
