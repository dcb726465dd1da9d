import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BROTLI_PAGE_PARAMS,
  brotliParamsFor,
  STREAM_COMPRESSION_OPTIONS,
  wholeResponseCompression,
} from "./whole-response-compression.server";

// The routes write as React Router's adapter does: a piece, a flush, then the end.
const PAGE = `<!DOCTYPE html><html lang="fr"><body>${"<p>Cotonou, Ganvié, Ouidah — 45 000 FCFA la nuit</p>".repeat(200)}</body></html>`;

type Flushable = Response & { flush?: () => void };

function writeAsTheAdapter(response: Flushable, pieces: string[], pauseMs = 0) {
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  const next = (index: number) => {
    if (index === pieces.length) return void response.end();
    response.write(pieces[index]);
    response.flush?.();
    if (pauseMs > 0) setTimeout(() => next(index + 1), pauseMs);
    else queueMicrotask(() => next(index + 1));
  };
  next(0);
}

let server: http.Server;
let base = "";
// A file served as server.js serves the build's (express.static, which answers Range).
const filesDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "compression-range-"));
fs.writeFileSync(path.join(filesDirectory, "guide.txt"), PAGE);
// The moment each streamed piece was written, to compare with when it arrived.
const written: number[] = [];

beforeAll(async () => {
  const app = express();
  app.use(compression(STREAM_COMPRESSION_OPTIONS));
  app.use(wholeResponseCompression());
  app.use("/files", express.static(filesDirectory));
  // A part written whole by a route, as a file's would be.
  app.get("/part-in-end", (_request, response) => {
    response
      .status(206)
      .type("html")
      .setHeader("Content-Range", `bytes 0-4999/${Buffer.byteLength(PAGE)}`);
    response.end(Buffer.from(PAGE).subarray(0, 5_000));
  });
  app.get("/page", (_request, response) => writeAsTheAdapter(response, [PAGE]));
  app.get("/page-in-end", (_request, response) => {
    response.type("html");
    response.end(PAGE);
  });
  app.get("/stream", (_request, response) => {
    const pieces = [PAGE.slice(0, 5_000), PAGE.slice(5_000)];
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.write(pieces[0]);
    written.push(Date.now());
    (response as Flushable).flush?.();
    setTimeout(() => {
      written.push(Date.now());
      response.end(pieces[1]);
    }, 300);
  });
  app.get("/small", (_request, response) => writeAsTheAdapter(response, ["<p>Bohicon</p>"]));
  app.get("/picture", (_request, response) => {
    response.type("png");
    response.end(Buffer.alloc(4096, 7));
  });
  app.get("/no-transform", (_request, response) => {
    response.setHeader("Cache-Control", "no-transform");
    writeAsTheAdapter(response, [PAGE]);
  });
  app.get("/encoded", (_request, response) => {
    const body = zlib.brotliCompressSync(PAGE);
    response.type("html").setHeader("Content-Encoding", "br");
    response.end(body);
  });
  app.get("/json", (_request, response) =>
    response.json({ villes: Array.from({ length: 200 }, () => "Abomey-Calavi") }),
  );
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(filesDirectory, { recursive: true, force: true });
});

/** The raw answer, its headers, and when each piece of it arrived. */
function get(path: string, acceptEncoding?: string, method = "GET", extraHeaders: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; arrivals: number[] }>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        headers: { ...extraHeaders, ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        const arrivals: number[] = [];
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          arrivals.push(Date.now());
        });
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks), arrivals }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("whole answers compressed in one call", () => {
  it("sends a page written whole as Brotli with its length, not in chunks", async () => {
    const { headers, body } = await get("/page", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBe(String(body.length));
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(PAGE.length / 10);
  });

  it("does the same for an answer given in end() alone, and for JSON", async () => {
    const page = await get("/page-in-end", "br");
    expect(page.headers["content-length"]).toBe(String(page.body.length));
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe(PAGE);
    const json = await get("/json", "br");
    expect(json.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(json.body).toString()).villes).toHaveLength(200);
  });

  it("follows the visitor's preference: gzip when Brotli is refused or preferred less", async () => {
    for (const accepted of ["gzip", "br;q=0.5, gzip;q=1", "br;q=0, gzip"]) {
      const { headers, body } = await get("/page", accepted);
      expect(headers["content-encoding"]).toBe("gzip");
      expect(headers["content-length"]).toBe(String(body.length));
      expect(zlib.gunzipSync(body).toString()).toBe(PAGE);
    }
  });

  it("leaves the answer as it is without an encoding the visitor takes", async () => {
    for (const accepted of [undefined, "identity", "deflate;q=0"]) {
      const { headers, body } = await get("/page", accepted);
      expect(headers["content-encoding"]).toBeUndefined();
      expect(body.toString()).toBe(PAGE);
    }
  });

  it("leaves alone a small answer, a picture, a no-transform answer, one already encoded, and a HEAD", async () => {
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>Bohicon</p>");
    const picture = await get("/picture", "br");
    expect(picture.headers["content-encoding"]).toBeUndefined();
    expect(picture.body).toEqual(Buffer.alloc(4096, 7));
    const untransformed = await get("/no-transform", "br");
    expect(untransformed.headers["content-encoding"]).toBeUndefined();
    expect(untransformed.body.toString()).toBe(PAGE);
    const encoded = await get("/encoded", "br");
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(encoded.body).toString()).toBe(PAGE);
    const head = await get("/page", "br", "HEAD");
    expect(head.body.length).toBe(0);
  });

  it("hands a streamed answer to the stream compression: its first piece arrives before the next is written", async () => {
    written.length = 0;
    const { headers, body, arrivals } = await get("/stream", "br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["transfer-encoding"]).toBe("chunked");
    expect(zlib.brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(arrivals[0]).toBeLessThan(written[1]!);
  });

  it("sends a part of a file (Range) as the bytes asked for, never compressed, streamed or whole", async () => {
    const bytes = Buffer.from(PAGE);
    const file = await get("/files/guide.txt", "gzip, deflate, br", "GET", { range: "bytes=100-4099" });
    expect(file.headers["content-range"]).toBe(`bytes 100-4099/${bytes.length}`);
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.body).toEqual(bytes.subarray(100, 4100));
    const whole = await get("/part-in-end", "br");
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.body).toEqual(bytes.subarray(0, 5_000));
    // The whole file still goes out compressed.
    const full = await get("/files/guide.txt", "br");
    expect(full.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(full.body).toString()).toBe(PAGE);
  });
});

describe("Brotli's window fitted to an answer known whole", () => {
  const { BROTLI_PARAM_LGWIN } = zlib.constants;
  // Text that repeats at long distances, as a page's cards and links do.
  const text = (length: number) => {
    const words = ["Cotonou", "Ganvié", "Ouidah", "Grand-Popo", "Abomey", "Natitingou", "45 000 FCFA", "<li>", "</a>"];
    let out = "";
    for (let index = 0; out.length < length; index += 1) out += `${words[(index * 7) % words.length]} ${index % 97} `;
    return Buffer.from(out.slice(0, length));
  };

  it("is the smallest window that holds the answer, between 64 KB and the pages' 256 KB", () => {
    expect(brotliParamsFor(100)[BROTLI_PARAM_LGWIN]).toBe(16);
    expect(brotliParamsFor(36_000)[BROTLI_PARAM_LGWIN]).toBe(16);
    // A window holds 2^lgwin - 16 bytes.
    expect(brotliParamsFor(65_520)[BROTLI_PARAM_LGWIN]).toBe(16);
    expect(brotliParamsFor(65_521)[BROTLI_PARAM_LGWIN]).toBe(17);
    expect(brotliParamsFor(5_000_000)[BROTLI_PARAM_LGWIN]).toBe(BROTLI_PAGE_PARAMS[BROTLI_PARAM_LGWIN]);
  });

  it("compresses as well as the pages' 256 KB window (within a byte of header), and decodes to the same bytes", () => {
    for (const length of [1_500, 36_000, 65_520, 100_000, 400_000]) {
      const body = text(length);
      const fitted = zlib.brotliCompressSync(body, { params: brotliParamsFor(length) });
      // As answers were compressed before the fit: the 256 KB window, the same size hint.
      const wide = zlib.brotliCompressSync(body, {
        params: { ...BROTLI_PAGE_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length },
      });
      expect(zlib.brotliDecompressSync(fitted).equals(body)).toBe(true);
      // The window's size is written in 1 bit (64 KB) or 4 (128 KB, 256 KB) of the header.
      expect(fitted.length).toBeLessThanOrEqual(wide.length + 1);
    }
  });
});
