// The same storage contract on the local disk and on an S3-compatible server (s3rver,
// started here on a random port with a temporary directory), and the image pipeline
// writing through each.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processImage } from "#server/media/image-pipeline.server";
import { createUser } from "#server/seed/factories.server";
import { useTestDatabase } from "#tests/support/test-database";
import { setStorage } from "./current-storage.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import { parseS3Config } from "./s3-config.server";
import { S3Storage } from "./s3-storage.server";
import type { Storage } from "./storage.server";

await useTestDatabase();

const BUCKET = "benin-test";
let s3Server: S3rver;
let s3Directory: string;
let s3Endpoint: string;

beforeAll(async () => {
  s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  s3Server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3Server.run()) as AddressInfo;
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3Server?.close();
  fs.rmSync(s3Directory, { recursive: true, force: true });
  setStorage(undefined);
});

const backends: Array<[string, () => Storage]> = [
  ["local disk", () => new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "storage-disk-")))],
  [
    "S3 (s3rver)",
    () =>
      new S3Storage({
        endpoint: s3Endpoint,
        bucket: BUCKET,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        region: "us-east-1",
      }),
  ],
];

describe.each(backends)("storage on %s", (_name, make) => {
  it("stores, reads back with an ETag, and answers null for a missing key", async () => {
    const storage = make();
    await storage.put("properties/abc123/320.webp", Buffer.from("bonjour"), "image/webp");
    const stored = await storage.get("properties/abc123/320.webp");
    expect(stored?.body.toString()).toBe("bonjour");
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.etag).toMatch(/^"/);
    expect(await storage.get("properties/abc123/640.webp")).toBeNull();
  });

  it("deletes one key, or every key under a prefix, and ignores missing ones", async () => {
    const storage = make();
    for (const width of [320, 640, 960])
      await storage.put(`properties/prefix01/${width}.webp`, Buffer.from(String(width)), "image/webp");
    await storage.put("properties/prefix012/320.webp", Buffer.from("voisin"), "image/webp");
    await storage.delete("properties/prefix01");
    for (const width of [320, 640, 960]) expect(await storage.get(`properties/prefix01/${width}.webp`)).toBeNull();
    // A key that merely starts with the same characters is another object.
    expect((await storage.get("properties/prefix012/320.webp"))?.body.toString()).toBe("voisin");
    await expect(storage.delete("properties/nothing-here")).resolves.toBeUndefined();
  });

  it("refuses unsafe keys before touching anything", async () => {
    const storage = make();
    for (const key of ["../etc/passwd", "properties/../../x", "/absolute", "properties\\x"]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/invalide/);
      await expect(storage.get(key)).rejects.toThrow(/invalide/);
    }
  });

  it("receives every width of a processed picture", async () => {
    const storage = make();
    setStorage(storage);
    const owner = await createUser({ roles: ["host"] });
    const input = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer();
    const image = await processImage(input, { ownerId: owner.id, fileName: "photo.jpg" });
    expect(image.widths).toEqual([320, 640, 960]);
    for (const width of image.widths) {
      const stored = await storage.get(`${image.key}/${width}.webp`);
      expect((await sharp(stored!.body).metadata()).width).toBe(width);
    }
    setStorage(undefined);
  });
});

describe("S3 settings", () => {
  it("are off when none is set, and a partial set names what is missing", () => {
    expect(parseS3Config({})).toBeNull();
    expect(() => parseS3Config({ S3_ENDPOINT: "http://localhost:9000", S3_BUCKET: "photos" })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });

  it("parse a full set, with the region defaulting to us-east-1", () => {
    const config = parseS3Config({
      S3_ENDPOINT: "http://localhost:9000/",
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toEqual({
      endpoint: "http://localhost:9000",
      bucket: "photos",
      accessKeyId: "id",
      secretAccessKey: "secret",
      region: "us-east-1",
    });
    expect(() =>
      parseS3Config({ S3_ENDPOINT: "ftp://x", S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" }),
    ).toThrow(/invalide/);
  });
});
