import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { mediaFiles } from "#server/db/schema";
import { getEnv } from "#server/env.server";
import { setStorage } from "#server/integrations/storage/current-storage.server";
import { LocalDiskStorage } from "#server/integrations/storage/local-disk-storage.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { action } from "./api.uploads";

await useTestDatabase();
type Args = Parameters<typeof action>[0];
let root: string;
let host: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  setStorage(new LocalDiskStorage(root));
  host = await signedInUser("hote.photos@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.photos@exemple.bj");
});
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

function upload(bytes: Buffer, fileName: string, cookie?: string, type = "image/jpeg") {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request(`${getEnv().publicUrl}/api/uploads`, {
    method: "POST",
    headers: siteHeaders({ accept: "application/json", ...(cookie ? { cookie } : {}) }),
    body,
  });
  return action(routeArgs<Args>(request)).catch((thrown: unknown) => thrown) as Promise<{
    init: { status: number };
    data: { image?: { key: string; widths: number[] }; error?: { title: string; description?: string } };
  }>;
}

const storedFileCount = () =>
  fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith(".webp")).length
    : 0;
const rowCount = async () => (await getDb().select().from(mediaFiles)).length;

function hugePngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe(`POST /api/uploads (${databaseKind})`, () => {
  it("stores a host's JPEG as WebP widths owned by the host", async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c84" } })
      .jpeg()
      .toBuffer();
    const result = await upload(jpeg, "salon.jpg", host.cookie);
    expect(result.init.status).toBe(201);
    expect(result.data.image?.widths).toEqual([320, 640]);
    const [row] = await getDb().select().from(mediaFiles);
    expect(row).toMatchObject({ key: result.data.image!.key, ownerId: host.userId });
    expect(storedFileCount()).toBe(2);
  });

  it("refuses anonymous visitors (401) and travelers (403)", async () => {
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, "a.jpg")).init.status).toBe(401);
    expect((await upload(jpeg, "a.jpg", traveler.cookie)).init.status).toBe(403);
  });

  describe("hostile or broken files get a French message and store nothing", () => {
    const cases: Array<[string, () => Promise<Buffer>, string, string, number]> = [
      [
        "a PHP script renamed .jpg",
        async () => Buffer.from("<?php system($_GET['c']); ?>"),
        "shell.jpg",
        "Format de fichier non supporté",
        415,
      ],
      [
        "an SVG with a script",
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.jpg",
        "Format de fichier non supporté",
        415,
      ],
      [
        "a 6 MB JPEG",
        async () =>
          Buffer.concat([
            await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
              .jpeg()
              .toBuffer(),
            Buffer.alloc(6 * 1024 * 1024),
          ]),
        "grande.jpg",
        "Fichier trop volumineux",
        413,
      ],
      [
        "a truncated JPEG",
        async () =>
          (
            await sharp({ create: { width: 400, height: 300, channels: 3, background: "#08f" } })
              .jpeg()
              .toBuffer()
          ).subarray(0, 300),
        "coupee.jpg",
        "Échec du téléchargement",
        422,
      ],
      ["a 30 000 × 30 000 PNG", async () => hugePngHeader(30_000, 30_000), "bombe.png", "Fichier trop volumineux", 413],
    ];
    it.each(cases)("%s", async (_label, make, name, title, status) => {
      const files = storedFileCount();
      const rows = await rowCount();
      const result = await upload(await make(), name, host.cookie);
      expect(result.init.status).toBe(status);
      expect(result.data.error?.title).toBe(title);
      expect(storedFileCount()).toBe(files);
      expect(await rowCount()).toBe(rows);
    });

    it("names the file in the size message", async () => {
      const result = await upload(Buffer.alloc(6 * 1024 * 1024, 0xff), "vacances.jpg", host.cookie);
      expect(result.data.error).toEqual({
        title: "Fichier trop volumineux",
        description: "vacances.jpg dépasse la limite de 5MB",
      });
    });

    it("answers 'Aucun fichier sélectionné' when no file is sent", async () => {
      const request = new Request(`${getEnv().publicUrl}/api/uploads`, {
        method: "POST",
        headers: siteHeaders({ cookie: host.cookie, "content-type": "application/x-www-form-urlencoded" }),
        body: "file=",
      });
      const result = (await action(routeArgs<Args>(request))) as unknown as {
        init: { status: number };
        data: { error: { title: string } };
      };
      expect(result.init.status).toBe(400);
      expect(result.data.error.title).toBe("Aucun fichier sélectionné");
    });
  });
});
