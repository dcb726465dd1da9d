// Anonymous public pages (home, search, lists, a category, a listing's link preview, the
// information pages) rendered once per few seconds per process instead of once per visit
// (docs/decisions/036). What is kept is the rendering React Router wrote, cut at its CSP
// nonce: each answer carries this response's own nonce, its own security headers and
// Cache-Control, exactly as a fresh rendering would. Only 200 answers that set no cookie
// are kept; nobody with a session ever reads or fills it. A write taken by this process
// (any form post, a payment's webhook) forgets every kept page and memo at once; the TTL
// bounds what other processes and background jobs change.
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { nowMs } from "#common/clock";
import { preferredEncoding } from "#server/http/accept-encoding.server";
import { visitorKindOf } from "#server/http/visitor-kind.server";
import { carriesSession } from "#server/security/cache-control.server";
import { NONCE_LOCAL } from "#server/security/security-headers.server";
import { compressAroundNonce, spliceNonce } from "./brotli-around-nonce.server";
import { cutAt, joinWith, type KeptPage, PageStore } from "./page-store.server";
import { forgetShortLivedReads, publicCachesOn } from "./short-lived.server";

/** How long a kept page is served; other processes' writes show within it (ADR 036). */
export const PAGE_TTL_MS = 5_000;

const REFRESH_AHEAD_MS = 1_000;
const store = new PageStore({ ttlMs: PAGE_TTL_MS, maxEntries: 500, maxBytes: 32 * 1024 * 1024 });
// The renderings under way, by key: when a page expires under load, the visitors asking
// meanwhile wait for one rendering instead of each starting theirs (50 at once, measured).
const renderings = new Map<string, Promise<KeptPage | undefined>>();

// The public pages of both languages and their `.data` twins (client navigations); never
// a page that reads a cookie other than the session's (two-factor, auth) or a private one.
const PUBLIC_PAGE =
  /^(?:\/|\/en\/?|(?:\/en)?(?:\/_root\.data|\.data|\/(?:search|accommodations|vehicles|activities|tour-guides|faq|help-center|how-it-works|about|terms-of-service|privacy-policy|terms|privacy|category\/[^/]+|property\/[^/]+)(?:\.data)?))$/;
const MAX_ADDRESS_LENGTH = 1_024;
// A page is ~50 KB; anything far larger is not worth a place.
const MAX_PAGE_BYTES = 1024 * 1024;
// Only documents and React Router's data answers: anything else passes through unkept.
const KEPT_TYPES = /^text\/(?:html|x-script)\b/;
// Set per response by the handlers in front (security headers, Cache-Control, the
// request's id) or by the connection: never replayed from a kept page.
const PER_RESPONSE_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "set-cookie",
  "transfer-encoding",
]);

let enabled: boolean | undefined;

/** For tests of this module (the bundle reads PAGE_CACHE). */
export function setPageCacheEnabled(value: boolean | undefined) {
  enabled = value;
}

/** This process's kept pages and short-lived memos are forgotten (a write changed data). */
export function forgetPublicPages() {
  store.forget();
  forgetShortLivedReads();
}

/** What is kept now: entries, bytes, and how many have their compressed copy (the bench and the tests read it). */
export function keptPages() {
  return { ...store.size, compressed: store.compressed };
}

/** Whether an address is one of the public pages this cache may keep. */
export function isPublicPage(pathname: string) {
  return PUBLIC_PAGE.test(pathname);
}

/** Mount after the security headers and Cache-Control, before the routes. */
export function anonymousPageCache() {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      // Once answered (or abandoned): whatever the write changed is read afresh, by the
      // kept pages and by the short-lived reads that signed-in pages share too (the latter
      // even with PAGE_CACHE=off).
      response.once("close", forgetPublicPages);
      return next();
    }
    enabled ??= publicCachesOn();
    if (!enabled) return next();
    if (carriesSession(request.headers.cookie) || request.url.length > MAX_ADDRESS_LENGTH) return next();
    if (!isPublicPage(request.path)) return next();
    const key = keyOf(request);
    const headOnly = request.method === "HEAD";
    const kept = store.get(key);
    // Under load the page is rendered again during its last second by one visitor while
    // the others are still served the kept copy: nobody waits for the new one.
    const refresh = kept && store.remainingMs(kept) <= REFRESH_AHEAD_MS && !renderings.has(key) && !headOnly;
    if (kept && !refresh) return replay(request, response, key, kept, headOnly);
    const underWay = renderings.get(key);
    if (underWay) {
      // Not kept (not shareable, or a write came meanwhile): rendered for this visitor.
      underWay.then((page) => (page ? replay(request, response, key, page, headOnly) : next()), next);
      return;
    }
    if (!headOnly) {
      const rendering = record(response, key);
      renderings.set(key, rendering);
      void rendering.finally(() => renderings.delete(key));
    }
    next();
  };
}

/**
 * Same page for the same address as sent (parameters in their order: the page's hydration
 * data carries its address, which the browser compares with its own), language and
 * visitor kind.
 */
function keyOf(request: Request) {
  return `${visitorKindOf(request.headers["user-agent"])} ${request.url}`;
}

function replay(request: Request, response: Response, key: string, kept: KeptPage, headOnly: boolean) {
  for (const [name, value] of kept.headers) response.setHeader(name, value);
  response.statusCode = 200;
  if (headOnly) return void response.end();
  const nonce = String(response.locals[NONCE_LOCAL]);
  const plain = () => {
    const body = kept.parts
      ? joinWith(kept.parts, nonce)
      : zlib.brotliDecompressSync(spliceNonce(kept.segments!, nonce));
    response.setHeader("Content-Length", body.length);
    response.end(body);
  };
  // The compression middleware's choice (Brotli first), made here with the page's own
  // compressed copy: it leaves an answer that says its encoding as it is.
  if (preferredEncoding(request.headers["accept-encoding"]) !== "br") return plain();
  const compressed = (brotli: Buffer[] | null) => {
    if (!brotli) return plain();
    const body = spliceNonce(brotli, nonce);
    response.vary("Accept-Encoding");
    response.setHeader("Content-Encoding", "br");
    response.setHeader("Content-Length", body.length);
    response.end(body);
  };
  if (kept.segments) return compressed(kept.segments);
  void compressedOnce(key, kept)
    .then(compressed)
    .catch(() => response.headersSent || plain());
}

/**
 * A kept page's Brotli copy, made the first time a visitor is served the kept page rather
 * than when it was rendered: most search addresses are asked once, and the one who asked
 * got it compressed as it streamed (server.js); compressing it again for a visitor who
 * never comes cost 2.5 ms of a search's 4.5 (decision 047). The visitors served meanwhile
 * share the one compression.
 */
function compressedOnce(key: string, kept: KeptPage): Promise<Buffer[] | null> {
  kept.brotli ??= compressAroundNonce(kept.parts!)
    .then((segments) => {
      // From now on the copy serves every visitor: the plain body is let go.
      if (segments) store.lighten(key, kept, segments);
      return segments;
    })
    .catch(() => null);
  return kept.brotli;
}

/** Copies what the routes write, and keeps it at the end if it may be shared. */
function record(response: Response, key: string): Promise<KeptPage | undefined> {
  let settle!: (page: KeptPage | undefined) => void;
  const rendering = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
  let ended = false;
  // Abandoned before its end: nothing kept, the waiting visitors render their own.
  response.once("close", () => ended || settle(undefined));
  const started = { generation: store.generation, at: nowMs() };
  const headersBefore = new Set(response.getHeaderNames());
  const chunks: Buffer[] = [];
  let bytes = 0;
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || bytes > MAX_PAGE_BYTES) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    // Copied: a stream may reuse its buffer once written.
    chunks.push(Buffer.from(buffer));
    bytes += buffer.length;
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    if (bytes <= MAX_PAGE_BYTES && shareable(response)) {
      const body = Buffer.concat(chunks, bytes);
      const headers = response
        .getHeaderNames()
        .filter((name) => !headersBefore.has(name) && !PER_RESPONSE_HEADERS.has(name))
        .map((name): [string, string | number | string[]] => [name, response.getHeader(name)!]);
      const parts = cutAt(body, String(response.locals[NONCE_LOCAL]));
      // Kept at once; compressed when first served from here (compressedOnce): the
      // visitors waiting meanwhile share that one compression.
      settle(store.keep(key, { headers, parts, bytes }, started));
    } else {
      settle(undefined);
    }
    ended = true;
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  return rendering;
}

function shareable(response: Response) {
  if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return false;
  if (!KEPT_TYPES.test(String(response.getHeader("content-type") ?? ""))) return false;
  // A route that said its answer is private keeps it so.
  return !/\b(?:private|no-store)\b/.test(String(response.getHeader("cache-control") ?? ""));
}
