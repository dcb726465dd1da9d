import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStorage } from "#server/integrations/storage/current-storage.server";
import { LocalDiskStorage } from "#server/integrations/storage/local-disk-storage.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { ownedPictures } from "#tests/support/hosting";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { cleanupOrphanMedia } from "./orphan-media.server";

const handle = await useTestDatabase();
let root: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "orphans-"));
  storage = new LocalDiskStorage(root);
  setStorage(storage);
});
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`orphan picture cleanup (${databaseKind})`, () => {
  it("removes day-old pictures no listing uses, and keeps the others", async () => {
    const host = await createUser({ roles: ["host"] });
    const [attached, orphan, recent] = await ownedPictures(host.id, 3);
    for (const key of [attached, orphan, recent]) await storage.put(`${key}/320.webp`, Buffer.from("x"), "image/webp");
    await createListing({ userId: host.id, images: [attached!] });
    await handle.query("UPDATE media_files SET created_at = now() - interval '2 days' WHERE key <> $1", [recent]);
    expect(await cleanupOrphanMedia()).toBe(1);
    const keys = (await handle.query<{ key: string }>("SELECT key FROM media_files")).map((row) => row.key).sort();
    expect(keys).toEqual([attached, recent].sort());
    expect(await storage.get(`${orphan}/320.webp`)).toBeNull();
    expect(await storage.get(`${attached}/320.webp`)).not.toBeNull();
  });
});
