// Responses written whole — every page (app/entry.server.tsx writes a page in one piece),
// its `.data`, the JSON endpoints — compressed in one call and sent with their length, in
// one write. The `compression` middleware (server.js) compresses as a stream: React
// Router's adapter flushes it after each piece it writes, so a page cost a Brotli encoder
// fed and flushed piece by piece, each flush its own block and its own socket write
// (docs/decisions/049). A response that comes in several pieces (a streamed page, a file,
// a CSV export) is handed to `compression` as it was, untouched.
import zlib from "node:zlib";
import compression from "compression";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding, type ContentEncoding } from "./accept-encoding.server";

/**
 * Brotli as pages are compressed, streamed or whole: quality 4 (compression's own), a
 * 256 KB window (docs/decisions/041: each encoder's memory counts against V8's heap).
 */
export const BROTLI_PAGE_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

/**
 * A part of a file (206, asked for with Range) goes out as it is: its Content-Range counts
 * the file's own bytes, and the browser joins the parts it asked for as bytes.
 */
function partial(response: Response): boolean {
  return response.statusCode === 206 || response.hasHeader("content-range");
}

/** `compression`'s settings in server.js: the Brotli of pages, and no part of a file compressed. */
export const STREAM_COMPRESSION_OPTIONS: compression.CompressionOptions = {
  brotli: { params: BROTLI_PAGE_PARAMS },
  filter: (request, response) => !partial(response as Response) && compression.filter(request, response),
};

/** Below this many bytes the encoding's own overhead outweighs the gain (compression's threshold). */
const THRESHOLD_BYTES = 1024;
// What compresses: text of every kind. Pictures (other than SVG), fonts and archives are
// compressed already.
const COMPRESSIBLE =
  /^(?:text\/[^;]+|application\/(?:json|javascript|xml|manifest\+json|[^;]*\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Brotli's window fitted to an answer known whole: the smallest that holds it, at least
 * 64 KB (the window Brotli's header writes in one bit; a smaller one saves nothing, the
 * encoder sizes its buffer to a short input), at most the pages' 256 KB. A window larger
 * than the answer finds nothing more to copy, but its encoder costs more CPU (measured in
 * docs/PERFORMANCE.md, fourteenth pass).
 */
export function brotliParamsFor(length: number) {
  const fitted = Math.ceil(Math.log2(length + 16));
  const lgwin = Math.min(BROTLI_PAGE_PARAMS[zlib.constants.BROTLI_PARAM_LGWIN], Math.max(16, fitted));
  return {
    ...BROTLI_PAGE_PARAMS,
    [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  };
}

function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(body, { params: brotliParamsFor(body.length) }, done);
    else zlib.gzip(body, done);
  });
}

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  return typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk);
}

/** Whether this answer may be compressed here: its type, its status, what it already says. */
function compressible(request: Request, response: Response): boolean {
  if (request.method === "HEAD" || response.statusCode === 204 || response.statusCode === 304) return false;
  if (response.hasHeader("content-encoding") || partial(response)) return false;
  if (/\bno-transform\b/i.test(String(response.getHeader("cache-control") ?? ""))) return false;
  return COMPRESSIBLE.test(String(response.getHeader("content-type") ?? ""));
}

/** Mount in front of the routes, behind `compression` (which then sees these answers as encoded). */
export function wholeResponseCompression() {
  return (request: Request, response: Response, next: NextFunction) => {
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return next();
    const write = response.write;
    const end = response.end;
    // `compression`'s, when it is mounted before (server.js); absent in front of nothing.
    const flush = (response as { flush?: () => void }).flush;
    const writeThrough = (...args: unknown[]) => (write as (...args: unknown[]) => boolean).apply(response, args);
    const endThrough = (...args: unknown[]) => (end as (...args: unknown[]) => Response).apply(response, args);
    // The first piece, held until we know whether the answer ends with it.
    let held: Buffer | undefined;
    let handedOver = false;
    let ending = false;

    // The answer's own write and end back in place.
    const restore = () => {
      response.write = write;
      response.end = end;
    };
    // From here on the answer goes to `compression` as written, the held piece first.
    const handOver = () => {
      handedOver = true;
      restore();
      if (flush) Object.assign(response, { flush });
      const first = held;
      held = undefined;
      if (first) writeThrough(first);
    };

    response.write = function (chunk: Chunk, ...rest: unknown[]) {
      if (handedOver) return writeThrough(chunk, ...rest);
      // Written after the end, as Node's own answer would refuse it.
      if (ending) return false;
      if (held === undefined && !response.headersSent) {
        held = toBuffer(chunk, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined);
        const callback = rest.find((value): value is Callback => typeof value === "function");
        if (callback) process.nextTick(callback);
        return true;
      }
      // A second piece: a stream.
      handOver();
      return writeThrough(chunk, ...rest);
    } as Response["write"];

    // React Router flushes after each piece it writes. The whole answer's end follows in the
    // same turn; a stream's next piece may not come for a while, so a flush still pending
    // at the next turn sends what was held.
    Object.assign(response, {
      flush() {
        if (handedOver) return flush?.call(response);
        setImmediate(() => {
          if (handedOver || ending) return;
          handOver();
          flush?.call(response);
        });
      },
    });

    response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (handedOver) return endThrough(chunk, ...rest);
      // Ended twice: the first end's answer is on its way.
      if (ending) return this;
      ending = true;
      const stringEncoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
      const callback = rest.find((value): value is Callback => typeof value === "function");
      const last = chunk === undefined || chunk === null || typeof chunk === "function" ? undefined : (chunk as Chunk);
      const pieces = [held, last === undefined ? undefined : toBuffer(last, stringEncoding)].filter(
        (piece): piece is Buffer => piece !== undefined,
      );
      held = undefined;
      const body = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
      const finish = (payload: Buffer) => {
        restore();
        return endThrough(payload, callback);
      };
      if (response.headersSent || body.length < THRESHOLD_BYTES || !compressible(request, response)) {
        return finish(body);
      }
      compress(body, encoding).then(
        (compressed) => {
          // The visitor left meanwhile: nothing to send.
          if (response.destroyed) return;
          response.vary("Accept-Encoding");
          response.setHeader("Content-Encoding", encoding);
          response.setHeader("Content-Length", compressed.length);
          finish(compressed);
        },
        // Never seen; the answer still goes out, uncompressed.
        () => finish(body),
      );
      return this;
    } as Response["end"];
    next();
  };
}
