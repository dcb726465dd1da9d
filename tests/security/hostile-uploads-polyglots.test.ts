// Polyglots and metadata on POST /api/uploads, through the production bundle over HTTP: what
// is kept is only ever a re-encoded WebP (and its re-encoded JPEG link preview), without EXIF or
// GPS, served as an image with nosniff.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rows } from "#tests/security/hostile-support/tables";
import { app, fileForm, jpeg, mediaRoot, png, post } from "#tests/security/hostile-support/uploads";
import { databaseKind } from "#tests/support/test-database";

describe(`polyglots and metadata: only a re-encoded WebP is kept (${databaseKind})`, () => {
  const polyglots: Array<[string, () => Promise<Buffer>, string, string]> = [
    [
      "a JPEG with an HTML page appended",
      async () => Buffer.concat([await jpeg(), Buffer.from("<html><script>alert(1)</script></html>")]),
      "image/jpeg",
      "<script",
    ],
    [
      "a PNG with a ZIP archive appended",
      async () => Buffer.concat([await png(), Buffer.from("PK\u0003\u0004payload.php", "latin1")]),
      "image/png",
      "PK\u0003\u0004",
    ],
    [
      "a JPEG with a PHP script appended, declared text/html",
      async () => Buffer.concat([await jpeg(), Buffer.from("<?php echo 'pwned'; ?>")]),
      "text/html",
      "<?php",
    ],
    [
      "a JPEG whose comment holds a script",
      async () => {
        const base = await jpeg();
        const comment = Buffer.from("<script>alert('exif')</script>");
        const segment = Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
          comment,
        ]);
        return Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]);
      },
      "image/jpeg",
      "<script",
    ],
  ];

  it.each(polyglots)("%s", async (_label, make, type, payload) => {
    const answer = await post(fileForm(await make(), "photo.jpg", type));
    expect(answer.status).toBe(201);
    const key = answer.body.image!.key;
    for (const width of answer.body.image!.widths) {
      const served = await app.send(`/media/${key}/${width}.webp`, {});
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = fs.readFileSync(path.join(mediaRoot(), key, `${width}.webp`));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(bytes.includes(Buffer.from(payload, "latin1"))).toBe(false);
    }
    // The link preview is a JPEG (WhatsApp, docs/decisions/023), re-encoded too.
    const preview = fs.readFileSync(path.join(mediaRoot(), key, "preview.jpg"));
    expect(preview.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(preview.includes(Buffer.from(payload, "latin1"))).toBe(false);
    // Only the WebP widths and that preview are kept: never the original bytes, under any name.
    expect(fs.readdirSync(path.join(mediaRoot(), key)).sort()).toEqual(
      [...answer.body.image!.widths.map((width) => `${width}.webp`), "preview.jpg"].sort(),
    );
  });

  it("EXIF and GPS data are stripped from what is kept", async () => {
    const source = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#357" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "Tecno", Copyright: "Afi Houngbo" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 21/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 25/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(source).metadata()).exif?.toString("latin1")).toContain("Tecno");
    const answer = await post(fileForm(source, "gps.jpg", "image/jpeg"));
    expect(answer.status).toBe(201);
    const [row] = await rows<{ key: string; widths: number[] }>("SELECT key, widths FROM media_files WHERE key = $1", [
      answer.body.image!.key,
    ]);
    for (const name of [...row!.widths.map((width) => `${width}.webp`), "preview.jpg"]) {
      const stored = fs.readFileSync(path.join(mediaRoot(), row!.key, name));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from("Tecno"))).toBe(false);
      expect(stored.includes(Buffer.from("EXIF"))).toBe(false);
    }
  });
});
