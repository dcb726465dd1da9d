// The link preview's picture is a JPEG (WhatsApp does not always show WebP): fetched from
// the media route, its bytes start with JPEG's magic number, it is 1200×630 and under
// 300 KB, made by the pipeline at upload or, for a picture stored before, on first request.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv, parseEnv, setEnv } from "#server/env.server";
import { getStorage } from "#server/integrations/storage/current-storage.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { processImage } from "./image-pipeline.server";
import { mediaRouter } from "./media-router.server";
import { MAX_PREVIEW_BYTES, previewKey } from "./preview-image.server";

const previousEnv = getEnv();
let dataDir: string;
let baseUrl: string;
let close: () => void;

/** A busy photo-like picture (noise compresses badly: the 300 KB cap is really tested). */
async function noisyPicture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function fetchPreview(key: string) {
  const response = await fetch(`${baseUrl}/media/${key}/preview.jpg`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe(`the link preview JPEG (${databaseKind})`, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-image-"));
    setEnv(parseEnv({ DATA_DIR: dataDir, NODE_ENV: "test" }));
    await useTestDatabase();
    const app = express();
    app.use(mediaRouter());
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    setEnv(previousEnv);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is written at upload: a 1200×630 JPEG under 300 KB, served as image/jpeg", async () => {
    const { key } = await processImage(await noisyPicture(1600, 1200), { ownerId: null });
    const { response, bytes } = await fetchPreview(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // JPEG's magic number: FF D8 FF.
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeLessThanOrEqual(MAX_PREVIEW_BYTES);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The pages' own widths stay WebP.
    const webp = await fetch(`${baseUrl}/media/${key}/640.webp`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
  });

  it("is made on first request for a picture stored before previews, then kept", async () => {
    const { key } = await processImage(
      await sharp({ create: { width: 700, height: 500, channels: 3, background: "#3a8" } })
        .png()
        .toBuffer(),
      { ownerId: null },
    );
    await getStorage().delete(previewKey(key));
    expect(await getStorage().get(previewKey(key))).toBeNull();
    const { response, bytes } = await fetchPreview(key);
    expect(response.status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await getStorage().get(previewKey(key))).not.toBeNull();
  });

  it("answers 404 for an unknown picture or a path that is not a preview", async () => {
    expect((await fetchPreview("properties/0123456789abcdef0123456789abcdef")).response.status).toBe(404);
    expect((await fetch(`${baseUrl}/media/properties/0123456789abcdef/preview.png`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/media/properties/..%2f..%2fsecret/preview.jpg`)).status).toBe(404);
  });
});
