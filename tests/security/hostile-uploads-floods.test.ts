// Uploads that cost the server more than a picture should, through the production bundle
// over HTTP (beside hostile-uploads-refused.test.ts): a picture of more pixels than the pipeline
// accepts is refused before it is decoded, and nothing is stored. The hourly allowance
// per account is in hostile-forms-limits.test.ts, the encodes at once in
// server/media/image-pipeline.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp } from "#tests/security/hostile-support/hostile-app";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-uploads-floods-"));
const app = await startHostileApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let host: { userId: string; cookie: string };
beforeAll(async () => {
  host = await signedInUser("hote.megapixels@exemple.bj", { roles: ["host"] });
});

async function upload(bytes: Buffer, fileName: string) {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), fileName);
  return app.send("/api/uploads", {
    method: "POST",
    cookie: host.cookie,
    headers: { accept: "application/json" },
    body,
  });
}

describe(`pictures of too many pixels (${databaseKind})`, () => {
  it("a real 25-megapixel PNG (a few KB of one colour) is refused unencoded, naming the limit", async () => {
    const png = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const answer = await withoutChanges(["media_files"], () => upload(png, "immense.png"));
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({
      error: {
        title: "Fichier trop volumineux",
        description: "immense.png dépasse la taille maximale de 24 mégapixels",
      },
    });
    expect(fs.existsSync(path.join(dataDir, "media"))).toBe(false);
  });

  it("a 6000 × 4000 photo (24 megapixels) is still accepted", async () => {
    const png = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#a62" } })
      .png()
      .toBuffer();
    const answer = await upload(png, "grande.png");
    expect(answer.status).toBe(201);
  });
});
