// Hostile files on POST /api/uploads that are refused, through the production bundle over HTTP
// (beyond app/routes/api.uploads.test.ts and server/media/image-pipeline.test.ts): zero bytes,
// lying names and types, scripts behind image headers, truncated and flooding images,
// oversized bodies with and without a length, several files, wrong fields. Nothing is stored.
import { describe, expect, it } from "vitest";
import {
  app,
  fileForm,
  host,
  jpeg,
  M,
  pixelFlood,
  png,
  post,
  refused,
  traveler,
  type UploadAnswer,
} from "#tests/security/hostile-support/uploads";
import { databaseKind } from "#tests/support/test-database";

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
