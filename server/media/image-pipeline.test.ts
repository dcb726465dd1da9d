import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { mediaFiles } from "#server/db/schema";
import { getEnv, parseEnv, setEnv } from "#server/env.server";
import { setStorage } from "#server/integrations/storage/current-storage.server";
import { LocalDiskStorage } from "#server/integrations/storage/local-disk-storage.server";
import { createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { imageEncodes, processImage } from "./image-pipeline.server";
import { describeMediaError, MediaError } from "./media-error.server";
import { getImageRefs } from "./media-files.server";

/** A refusal as the uploader shows it: its code, title and description in French. */
const said = (error: unknown) =>
  error instanceof MediaError ? { code: error.code, ...describeMediaError(error.code, error.fileName, "fr") } : error;

let dataDir: string;
let ownerId: string;
const previousEnv = getEnv();

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).composite([
    {
      input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="10" cy="10" r="8" fill="blue"/></svg>`),
    },
  ]);

function storedFiles() {
  const root = path.join(dataDir, "media");
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
}

async function rowCount() {
  return (await getDb().select().from(mediaFiles)).length;
}

/** A PNG whose header claims width × height, with one tiny (invalid) data chunk: no pixels allocated. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe(`the image pipeline (${databaseKind})`, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-pipeline-"));
    setEnv(parseEnv({ DATA_DIR: dataDir, NODE_ENV: "test" }));
    await useTestDatabase();
    ownerId = (await createUser({ roles: ["user", "host"] })).id;
  });
  afterAll(() => {
    setEnv(previousEnv);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    setStorage(undefined);
    await getDb().delete(mediaFiles);
    fs.rmSync(path.join(dataDir, "media"), { recursive: true, force: true });
  });

  it("stores every width up to the original, as WebP, and records the row", async () => {
    const input = await photo(1000, 750).jpeg().toBuffer();
    const image = await processImage(input, { ownerId });
    expect(image.key).toMatch(/^properties\/[a-f0-9]{32}$/);
    expect(image.widths).toEqual([320, 640, 960]);
    expect(image).toMatchObject({ width: 960, height: 720 });
    for (const width of image.widths) {
      const file = path.join(dataDir, "media", image.key, `${width}.webp`);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
    }
    const [row] = await getDb().select().from(mediaFiles);
    expect(row).toMatchObject({
      key: image.key,
      bucket: "properties",
      ownerId,
      width: 960,
      height: 720,
      widths: [320, 640, 960],
    });
    const { createHash } = await import("node:crypto");
    expect(row!.contentHash).toBe(createHash("sha256").update(input).digest("hex"));
    expect(row!.bytes).toBe(
      storedFiles().reduce((sum, file) => sum + fs.statSync(path.join(file.parentPath, file.name)).size, 0),
    );
  });

  it("keeps a small picture at its own width, never enlarged", async () => {
    const image = await processImage(await photo(200, 100).png().toBuffer(), { ownerId });
    expect(image).toMatchObject({ widths: [200], width: 200, height: 100 });
  });

  it("accepts WebP and GIF, recognised by their bytes", async () => {
    for (const input of [await photo(400, 300).webp().toBuffer(), await photo(400, 300).gif().toBuffer()]) {
      expect((await processImage(input, { ownerId })).widths).toEqual([320]);
    }
  });

  it("applies the EXIF orientation and strips EXIF and GPS data", async () => {
    const input = await photo(800, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: "Tecno", Copyright: "Afi" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 21/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 25/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(input).metadata();
    expect(source.exif?.toString("latin1")).toContain("Tecno");
    expect(source.orientation).toBe(6);
    // The GPS IFD pointer tag (0x8825), in either byte order: the input really carries GPS.
    const gpsTag = (exif?: Buffer) =>
      !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
    expect(gpsTag(source.exif)).toBe(true);

    const image = await processImage(input, { ownerId });
    // Turned a quarter: 400 wide, 800 high.
    expect(image).toMatchObject({ widths: [320], width: 320, height: 640 });
    const output = fs.readFileSync(path.join(dataDir, "media", image.key, "320.webp"));
    const meta = await sharp(output).metadata();
    expect(meta.exif).toBeUndefined();
    expect(gpsTag(output)).toBe(false);
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(output.includes(Buffer.from("Exif"))).toBe(false);
    expect(output.includes(Buffer.from("Tecno"))).toBe(false);
  });

  it("reuses the encoded files for identical bytes, under a new key", async () => {
    const input = await photo(700, 500).png().toBuffer();
    const first = await processImage(input, { ownerId });
    const second = await processImage(input, { ownerId: null });
    expect(second.key).not.toBe(first.key);
    expect(second).toMatchObject({ widths: first.widths, width: first.width, height: first.height });
    const read = (key: string) => fs.readFileSync(path.join(dataDir, "media", key, "640.webp"));
    expect(read(second.key).equals(read(first.key))).toBe(true);
    expect(await rowCount()).toBe(2);
  });

  it("reads pictures back as ImageRefs, in the listing's order, skipping unknown keys", async () => {
    const wide = await processImage(await photo(1400, 700).jpeg().toBuffer(), { ownerId });
    const small = await processImage(await photo(500, 500).png().toBuffer(), { ownerId });
    expect(await getImageRefs([small.key, "properties/inconnu", wide.key])).toEqual([small, wide]);
    expect(wide).toMatchObject({ widths: [320, 640, 960, 1280], width: 1280, height: 640 });
    expect(await getImageRefs([])).toEqual([]);
  });

  const refused: Array<[string, () => Promise<Buffer>, string, string]> = [
    [
      "a PHP script renamed .jpg",
      async () => Buffer.from("<?php system($_GET['cmd']); ?>"),
      "unsupported_format",
      "Format de fichier non supporté",
    ],
    [
      "an SVG carrying a script",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "unsupported_format",
      "Format de fichier non supporté",
    ],
    [
      "a truncated JPEG",
      async () => {
        const whole = await sharp({
          create: {
            width: 600,
            height: 400,
            channels: 3,
            background: "#000",
            noise: { type: "gaussian", mean: 128, sigma: 50 },
          },
        })
          .jpeg()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      "unreadable_image",
      "Échec du téléchargement",
    ],
    [
      "a 6 MB file",
      async () => Buffer.concat([await photo(50, 50).jpeg().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]),
      "file_too_large",
      "Fichier trop volumineux",
    ],
    ["a 30000 × 30000 PNG", async () => pngHeader(30_000, 30_000), "image_too_large", "Fichier trop volumineux"],
    // 25 MP: more than the 24 MP one picture may cost (decoded, then encoded in four widths).
    ["a 5000 × 5000 PNG", async () => pngHeader(5000, 5000), "image_too_large", "Fichier trop volumineux"],
  ];

  it.each(refused)("refuses %s, leaving no file and no row", async (_label, build, code, title) => {
    const error = await processImage(await build(), { ownerId, fileName: "photo.jpg" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect(said(error)).toMatchObject({ code, title });
    expect(storedFiles()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it("words the size message as the specification does", async () => {
    const error = await processImage(Buffer.alloc(5 * 1024 * 1024 + 1), { ownerId, fileName: "plage.png" }).catch(
      (caught) => caught,
    );
    expect(said(error)).toMatchObject({
      title: "Fichier trop volumineux",
      description: "plage.png dépasse la limite de 5MB",
    });
    const format = await processImage(Buffer.from("GIF00"), { ownerId }).catch((caught) => caught);
    expect(said(format)).toMatchObject({ description: "Seuls les formats JPG, PNG, WEBP et GIF sont acceptés" });
  });

  it("says how many megapixels a picture may have", async () => {
    const error = await processImage(pngHeader(6001, 4000), { ownerId, fileName: "panorama.png" }).catch(
      (caught) => caught,
    );
    expect(said(error)).toMatchObject({ description: "panorama.png dépasse la taille maximale de 24 mégapixels" });
  });

  it("tells an upload to retry when every encode slot and the queue are taken, storing nothing", async () => {
    const release: (() => void)[] = [];
    // Two running and eight waiting (IMAGE_LIMITS): the next one is refused.
    const blockers = Array.from({ length: 2 + 8 }, () =>
      imageEncodes.run(() => new Promise<void>((resolve) => release.push(resolve))),
    );
    try {
      const error = await processImage(await photo(700, 500).png().toBuffer(), { ownerId, fileName: "file.png" }).catch(
        (caught) => caught,
      );
      expect(said(error)).toMatchObject({ code: "busy", title: "Serveur occupé" });
      expect(storedFiles()).toEqual([]);
      expect(await rowCount()).toBe(0);
    } finally {
      // The two running are released first; each hands its slot to a waiting one.
      while (release.length || imageEncodes.running) {
        release.splice(0).forEach((each) => each());
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await Promise.all(blockers);
    }
  });

  it("removes what it wrote when the database refuses the row", async () => {
    const input = await photo(700, 400).jpeg().toBuffer();
    const error = await processImage(input, { ownerId: "no-such-user" }).catch((caught) => caught);
    expect(said(error)).toMatchObject({ code: "upload_failed", title: "Échec du téléchargement" });
    expect(storedFiles()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });

  it("removes what it wrote when the storage fails half way", async () => {
    const disk = new LocalDiskStorage(path.join(dataDir, "media"));
    let puts = 0;
    setStorage({
      get: (key) => disk.get(key),
      delete: (key) => disk.delete(key),
      put: async (key, body, type) => {
        puts += 1;
        if (puts === 2) throw new Error("disque plein");
        await disk.put(key, body, type);
      },
    });
    const error = await processImage(await photo(700, 400).jpeg().toBuffer(), { ownerId }).catch((caught) => caught);
    expect(error).toMatchObject({ code: "upload_failed" });
    expect(storedFiles()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });
});
