// The one Node process: static files, then the app (server/app.ts, built by Vite with the
// React Router handler inside). `node server.js --dev` serves from Vite with hot reload.
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";

// Memory (docs/decisions/037, 044): settings the process can only take when it starts, so
// server.js restarts itself once with them (process.execve: same pid, arguments, output).
// - glibc gives each thread that allocates (libuv's pool compressing pages and hashing,
//   sharp's libvips workers resizing the demo's pictures) a malloc arena of its own, up to
//   8 per core, and keeps what they freed: ~100 MB of the 530 MB held after the demo seed.
//   Two arenas do the same work. And glibc raises its threshold for serving a large block
//   from mmap each time such a block is freed (up to 32 MB): libvips' picture buffers then
//   come from the heap, whose freed middle glibc never gives back. A fixed 128 KB threshold
//   (MALLOC_MMAP_THRESHOLD_) returns them: 579 → 482 MB after the demo seed and a load on
//   PGlite, the same CPU per page (docs/decisions/044). An operator's own values are kept.
// - V8 sizes the young generation from the machine's memory: 128 MB on a 24 GB machine,
//   for a page's garbage that lives a few milliseconds. 8 MB semi-spaces (16 MB): 16 MB ones
//   held ~18 MB more at the peak of a load for at most ~5 % of CPU per page (docs/decisions/048).
// - After each full collection V8 lets the old generation grow by a factor it picks from
//   its own speed, up to 4× what survived: under load the process then sat at 290-315 MB.
//   Growing by half (--heap-growing-percent=50) holds it at 215 MB for the same CPU per page
//   (bench/cpu-per-page.ts, docs/decisions/044). Node refuses this flag in NODE_OPTIONS.
// A flag given on the command line (or NODE_OPTIONS, where Node takes it) wins.
const flagGiven = (name) =>
  [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((flag) => flag.startsWith(name));
const memoryFlags = [
  flagGiven("--max-semi-space-size") ? "" : "--max-semi-space-size=8",
  flagGiven("--heap-growing-percent") ? "" : "--heap-growing-percent=50",
].filter(Boolean);
if (
  typeof process.execve === "function" &&
  (!process.env.MALLOC_ARENA_MAX || !process.env.MALLOC_MMAP_THRESHOLD_ || memoryFlags.length > 0)
) {
  process.execve(process.execPath, [process.execPath, ...memoryFlags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || "131072",
  });
}

const development = process.argv.includes("--dev");
// React, React Router and Express pick their production code from NODE_ENV, read when
// they load (React is imported by the build below): unset, `npm start` would render with
// React's development build, several times slower.
process.env.NODE_ENV ??= development ? "development" : "production";
const buildDirectory = process.env.BUILD_DIR ?? "build";
const app = express();
app.disable("x-powered-by");
// Whose X-Forwarded-* headers are believed: TRUST_PROXY, loopback by default (set below,
// once the app module can read the settings).
app.set("trust proxy", "loopback");
// Pages, data and files are compressed (the build's own files were compressed at build
// time): Brotli at quality 4, as compression sets it, but with a 256 KB window instead of
// 4 MB: each response's encoder holds memory in proportion to its window, Node counts it
// against V8's external memory, and at 4 MB V8 ran a full garbage collection every few dozen
// pages; the signed-in listing page cost 12.5-27 ms of CPU instead of 10-15 ms, for the same
// bytes (a page is 15-100 KB, so a larger window finds nothing more). docs/decisions/041.
// An answer written whole (every page, its data, JSON) is compressed in one call and sent
// with its length by the app's own step in front; `compression` takes the streamed ones
// (docs/decisions/049).
const compressAnswers = (appModule) => [
  compression(appModule.STREAM_COMPRESSION_OPTIONS),
  appModule.wholeResponseCompression(),
];

let boot;
let trustProxy;
if (development) {
  const vite = await import("vite").then((module) => module.createServer({ server: { middlewareMode: true } }));
  const appModule = await vite.ssrLoadModule("./server/app.ts");
  boot = appModule.boot;
  trustProxy = appModule.trustProxy;
  // Health answers and the Host check before anything else (server/http/lifecycle.server.ts).
  app.use(appModule.lifecycleHandler);
  app.use(compressAnswers(appModule));
  // Security headers before Vite's own files (see server/security/security-headers.server.ts).
  app.use(appModule.securityHeadersHandler);
  app.use(vite.middlewares);
  app.use(async (request, response, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      return fresh.requestHandler(request, response, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const appModule = await import(new URL(`${buildDirectory}/server/index.js`, `file://${process.cwd()}/`).href);
  boot = appModule.boot;
  trustProxy = appModule.trustProxy;
  // /healthz and /readyz answer without Host, session or React Router; a request without
  // Host gets 400; the requests in flight are counted for the shutdown.
  app.use(appModule.lifecycleHandler);
  app.use(compressAnswers(appModule));
  // Security headers on every response, the static files included (the app sets them
  // again only where this did not run: see server/security/security-headers.server.ts).
  app.use(appModule.securityHeadersHandler);
  // Fingerprinted build files never change: cache them for a year, and send the copy
  // compressed at build time (scripts/compress-assets.mjs) when the browser takes it.
  app.use("/assets", precompressed(`${buildDirectory}/client/assets`));
  app.use("/assets", express.static(`${buildDirectory}/client/assets`, { immutable: true, maxAge: "1y" }));
  app.use(staticFilesOnly(`${buildDirectory}/client`, express.static(`${buildDirectory}/client`, { maxAge: "1h" })));
  app.use(appModule.requestHandler);
}

// Only requests for the build's own top-level files and folders reach the file system:
// a page or data request would otherwise cost a failed stat() on every visit.
function staticFilesOnly(directory, serve) {
  const names = new Set(fs.readdirSync(directory));
  return (request, response, next) =>
    names.has(request.path.split("/")[1] ?? "") ? serve(request, response, next) : next();
}

function precompressed(directory) {
  const types = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml" };
  // The build's files never change while the process runs: the list of compressed copies
  // is read once, and each copy the first time it is asked for (a few hundred KB in all).
  // Only names of that list are kept, whatever addresses visitors make up.
  const names = new Set(fs.readdirSync(directory));
  const copies = new Map();
  const copyOf = (name) => {
    if (!names.has(name)) return null;
    if (!copies.has(name)) copies.set(name, fs.readFileSync(path.join(directory, name)));
    return copies.get(name);
  };
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const extension = path.extname(request.path);
    if (!(extension in types)) return next();
    const accepted = request.get("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return next();
    const copy = copyOf(`${request.path.slice(1)}.${encoding === "br" ? "br" : "gz"}`);
    if (!copy) return next();
    // Immutable: no revalidation ever happens, so no ETag or Last-Modified to send (every
    // header costs bytes on each of a page's script requests).
    response.set({
      "Content-Type": types[extension],
      "Content-Encoding": encoding,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    response.end(copy);
  };
}

try {
  app.set("trust proxy", trustProxy());
  const { port, onListening } = await boot();
  // Express 5 calls this back with the error when the port cannot be taken (EADDRINUSE,
  // EACCES): the process must not go on (its jobs running, its log saying it serves).
  const server = app.listen(port, (error) => {
    if (error) {
      console.error(
        error.code === "EADDRINUSE"
          ? `Le port ${port} est déjà utilisé par un autre processus (EADDRINUSE) : choisissez-en un autre (PORT).`
          : `Impossible d'écouter sur le port ${port} : ${error.message}`,
      );
      process.exit(1);
    }
    onListening(server);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
