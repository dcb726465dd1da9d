// Hostile files on POST /api/uploads, through the production bundle over HTTP (beyond
// app/routes/api.uploads.test.ts and server/media/image-pipeline.test.ts): zero bytes,
// lying names and types, polyglots, scripts behind image headers, truncated and flooding
// images, oversized bodies with and without a length, several files, wrong fields,
// metadata. What is kept is only ever a re-encoded WebP, served as an image with nosniff.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp } from "#tests/security/hostile-support/hostile-app";
import { rows } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-uploads-"));
const app = await startHostileApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const M = {
  noFile: "Aucun fichier sélectionné",
  format: "Format de fichier non supporté",
  tooLarge: "Fichier trop volumineux",
  unreadable: "Échec du téléchargement",
  several: "Une seule photo à la fois",
};

let host: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };
beforeAll(async () => {
  host = await signedInUser("hote.televersement@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.televersement@exemple.bj");
});

const mediaRoot = () => path.join(dataDir, "media");
function storedFiles(): string[] {
  if (!fs.existsSync(mediaRoot())) return [];
  return fs
    .readdirSync(mediaRoot(), { recursive: true })
    .map(String)
    .filter((name) => fs.statSync(path.join(mediaRoot(), name)).isFile());
}

type UploadAnswer = {
  status: number;
  body: { image?: { key: string; widths: number[] }; error?: { title: string; description?: string } };
};

async function post(body: BodyInit, headers: Record<string, string> = {}, cookie = host.cookie): Promise<UploadAnswer> {
  const answer = await app.send("/api/uploads", {
    method: "POST",
    cookie,
    headers: { accept: "application/json", ...headers },
    body,
  });
  return { status: answer.status, body: (answer.json ?? {}) as UploadAnswer["body"] };
}

function fileForm(bytes: Buffer, name: string, type: string, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Nothing new in media_files or on disk, whatever the answer. */
async function refused(send: () => Promise<UploadAnswer>): Promise<UploadAnswer> {
  const files = storedFiles().length;
  const answer = await withoutChanges(["media_files"], send);
  expect(storedFiles()).toHaveLength(files);
  return answer;
}

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#a72" } })
    .png()
    .toBuffer();

/**
 * A real 8 × 8 picture whose header is patched to announce a gigantic size: a few dozen
 * bytes that would take gigabytes to decode (a pixel flood).
 */
async function pixelFlood(format: "jpeg" | "gif" | "webp"): Promise<Buffer> {
  const small = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#135" } })
      .toFormat(format)
      .toBuffer(),
  );
  if (format === "jpeg") {
    const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
    small.writeUInt16BE(65_000, frame + 5);
    small.writeUInt16BE(65_000, frame + 7);
  } else if (format === "gif") {
    small.writeUInt16LE(65_535, 6);
    small.writeUInt16LE(65_535, 8);
    const image = small.indexOf(0x2c, 13);
    small.writeUInt16LE(65_535, image + 5);
    small.writeUInt16LE(65_535, image + 7);
  } else {
    // Lossy WebP: 14-bit width and height right after the VP8 start code (9d 01 2a).
    const start = small.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    small.writeUInt16LE(16_383, start + 3);
    small.writeUInt16LE(16_383, start + 5);
  }
  return small;
}

describe(`files that are refused, in French, with nothing stored (${databaseKind})`, () => {
  const cases: Array<[string, () => Promise<{ bytes: Buffer; name: string; type: string }>, number, string]> = [
    ["a zero-byte file", async () => ({ bytes: Buffer.alloc(0), name: "vide.jpg", type: "image/jpeg" }), 400, M.noFile],
    [
      "an SVG with a script",
      async () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        name: "logo.svg",
        type: "image/svg+xml",
      }),
      415,
      M.format,
    ],
    [
      "an HTML page named .jpg and declared image/jpeg",
      async () => ({
        bytes: Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
        name: "photo.jpg",
        type: "image/jpeg",
      }),
      415,
      M.format,
    ],
    [
      "a PHP script named .png",
      async () => ({ bytes: Buffer.from("<?php system($_GET['c']); ?>"), name: "shell.php.png", type: "image/png" }),
      415,
      M.format,
    ],
    [
      "a ZIP archive declared image/webp",
      async () => ({ bytes: Buffer.from("PK\u0003\u0004archive", "latin1"), name: "photos.webp", type: "image/webp" }),
      415,
      M.format,
    ],
    [
      "a GIF header followed by a script",
      async () => ({
        bytes: Buffer.from("GIF89a<script>alert(1)</script>", "latin1"),
        name: "anim.gif",
        type: "image/gif",
      }),
      422,
      M.unreadable,
    ],
    [
      "a PNG cut in half",
      async () => ({ bytes: (await png()).subarray(0, 60), name: "coupee.png", type: "image/png" }),
      422,
      M.unreadable,
    ],
    [
      "a WebP header alone",
      async () => ({
        bytes: Buffer.from("RIFF\u0004\u0000\u0000\u0000WEBP", "latin1"),
        name: "vide.webp",
        type: "image/webp",
      }),
      422,
      M.unreadable,
    ],
    [
      "a JPEG announcing 65 000 × 65 000 pixels",
      async () => ({ bytes: await pixelFlood("jpeg"), name: "flood.jpg", type: "image/jpeg" }),
      413,
      M.tooLarge,
    ],
    [
      "a GIF announcing 65 535 × 65 535 pixels",
      async () => ({ bytes: await pixelFlood("gif"), name: "flood.gif", type: "image/gif" }),
      413,
      M.tooLarge,
    ],
    [
      "a WebP announcing 16 383 × 16 383 pixels",
      async () => ({ bytes: await pixelFlood("webp"), name: "flood.webp", type: "image/webp" }),
      413,
      M.tooLarge,
    ],
  ];

  it.each(cases)("%s", async (_label, make, status, title) => {
    const { bytes, name, type } = await make();
    const answer = await refused(() => post(fileForm(bytes, name, type)));
    expect(answer.status).toBe(status);
    expect(answer.body.error?.title).toBe(title);
  });

  it("a 6 MB picture with its length declared is refused before it is read", async () => {
    const bytes = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    const answer = await refused(() => post(fileForm(bytes, "enorme.jpg", "image/jpeg")));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({ title: M.tooLarge, description: "enorme.jpg dépasse la limite de 5MB" });
  });

  it("a 6 MB body sent in chunks, without a length, is cut off at the limit", async () => {
    const boundary = "----limite";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flux.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 24) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await refused(async () => {
      const sent = await app.send("/api/uploads", {
        method: "POST",
        cookie: host.cookie,
        headers: { accept: "application/json", "content-type": `multipart/form-data; boundary=${boundary}` },
        body: stream,
        duplex: "half",
      } as Parameters<typeof app.send>[1]);
      return { status: sent.status, body: (sent.json ?? {}) as UploadAnswer["body"] };
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error?.title).toBe(M.tooLarge);
  });

  it("two files in one request: none is kept", async () => {
    const form = fileForm(await jpeg(), "une.jpg", "image/jpeg");
    form.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "deux.png");
    const answer = await refused(() => post(form));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.title).toBe(M.several);
  });

  it.each([
    ["the wrong field name", async () => post(fileForm(await jpeg(), "photo.jpg", "image/jpeg", "photo"))],
    [
      "a plain form, not multipart",
      async () => post("file=abc", { "content-type": "application/x-www-form-urlencoded" }),
    ],
    [
      "JSON",
      async () => post(JSON.stringify({ file: "data:image/png;base64,AAAA" }), { "content-type": "application/json" }),
    ],
    [
      "a multipart body whose boundary never comes",
      async () => post("--x\r\ngarbage", { "content-type": "multipart/form-data; boundary=autre" }),
    ],
    [
      "a file field that is text",
      async () => {
        const form = new FormData();
        form.append("file", "<script>alert(1)</script>");
        return post(form);
      },
    ],
  ])("%s: 'Aucun fichier sélectionné'", async (_label, send) => {
    const answer = await refused(send);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.title).toBe(M.noFile);
  });

  it("a hostile file name comes back without markup, controls or direction overrides", async () => {
    const bytes = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    const answer = await refused(() =>
      post(fileForm(bytes, "<img src=x onerror=alert(1)>\u202egpj.exe", "image/jpeg")),
    );
    expect(answer.body.error?.description).toBe("img src=x onerror=alert(1)gpj.exe dépasse la limite de 5MB");
  });

  it("travelers and visitors are refused in French", async () => {
    const traveling = await refused(async () =>
      post(fileForm(await jpeg(), "a.jpg", "image/jpeg"), {}, traveler.cookie),
    );
    expect(traveling.status).toBe(403);
    const anonymous = await app.send("/api/uploads", {
      method: "POST",
      body: fileForm(await jpeg(), "a.jpg", "image/jpeg"),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toContain("Veuillez vous connecter pour effectuer cette action.");
  });
});

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
    // Only the WebP widths are kept: never the original bytes, under any name.
    expect(fs.readdirSync(path.join(mediaRoot(), key)).sort()).toEqual(
      answer.body.image!.widths.map((width) => `${width}.webp`).sort(),
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
    for (const width of row!.widths) {
      const stored = fs.readFileSync(path.join(mediaRoot(), row!.key, `${width}.webp`));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from("Tecno"))).toBe(false);
      expect(stored.includes(Buffer.from("EXIF"))).toBe(false);
    }
  });
});
