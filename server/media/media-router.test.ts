import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv, parseEnv, setEnv } from "#server/env.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { processImage } from "./image-pipeline.server";
import { mediaRouter } from "./media-router.server";

const previousEnv = getEnv();
let dataDir: string;
let baseUrl: string;
let close: () => void;
let key: string;

describe(`the media router (${databaseKind})`, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-router-"));
    setEnv(parseEnv({ DATA_DIR: dataDir, NODE_ENV: "test" }));
    await useTestDatabase();
    const input = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#3a8" } })
      .png()
      .toBuffer();
    key = (await processImage(input, { ownerId: null })).key;
    // A secret beside the media root: traversal must never reach it.
    fs.writeFileSync(path.join(dataDir, "secret.webp"), "secret");
    const app = express();
    app.use(mediaRouter());
    app.use((_request, response) => response.status(418).send("suite"));
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

  it("serves a stored width with immutable cache headers and an ETag", async () => {
    const response = await fetch(`${baseUrl}/media/${key}/640.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(640);

    // An explicit Cache-Control, or fetch() adds 'no-cache', which rightly disables 304s.
    const again = await fetch(`${baseUrl}/media/${key}/640.webp`, {
      headers: { "If-None-Match": etag!, "Cache-Control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 for a width or a picture that does not exist", async () => {
    for (const url of [
      `/media/${key}/1280.webp`,
      "/media/properties/0123456789abcdef0123456789abcdef/320.webp",
      `/media/${key}/640.png`,
      `/media/${key}`,
      "/media/",
    ]) {
      const response = await fetch(baseUrl + url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("cache-control"), url).toBe("no-store");
    }
  });

  it("refuses path traversal, encoded or not", async () => {
    const attempts = [
      "/media/properties/..%2F..%2Fsecret/320.webp",
      "/media/properties/%2e%2e/%2e%2e/secret.webp",
      "/media/properties/x/../../../secret.webp",
      "/media/properties/..%5C..%5Csecret/320.webp",
      `/media/${key}/0640.webp`,
      `/media/${key}/640.webp/..`,
    ];
    for (const url of attempts) {
      const response = await fetch(baseUrl + url);
      expect([404, 418], url).toContain(response.status);
      expect(await response.text(), url).not.toContain("secret");
    }
  });

  it("leaves other paths to the next handler", async () => {
    expect((await fetch(`${baseUrl}/property/1`)).status).toBe(418);
  });
});
