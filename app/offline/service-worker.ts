// The service worker, served as /sw.js (bundled by scripts/build-service-worker.mjs with the
// build's id): keeps the app shell, and the traveler's bookings, their confirmations and the
// last listings viewed for reading without a connection. The decisions are in
// offline-rules.ts; the rules in words in docs/decisions/029-offline-and-installable.md.
//  - pages: the network first, always; a kept copy only when the network fails;
//  - build files: the cache first (their names change with their content);
//  - everything else (data, APIs, pictures, posts) goes to the network untouched.
import { DEFAULT_LANG, LANGUAGES } from "#common/i18n";
import {
  KEPT_CONFIRMATIONS,
  KEPT_LISTINGS,
  OWNER_HEADER,
  assetsOf,
  changesWhoIsSignedIn,
  handledBy,
  keptPageOf,
  keysBeyond,
  mustClearFor,
  offlineCopyOf,
  offlinePageFor,
  offlinePolicyOf,
  pageOfDataRequest,
  OFFLINE_PAGE_PATH,
  type KeptPage,
} from "./offline-rules";

// The few service worker types used here (the DOM library, which the rest of the app
// compiles against, does not declare the worker's own scope).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};
declare const self: WorkerScope;
/** Replaced at build time: the build's id, which names the shell's cache. */
declare const BUILD_ID: string;

const SHELL_CACHE = `bv-shell-${BUILD_ID}`;
// The kept pages outlive deployments: their copies carry no script of any build.
const PAGES_CACHE = "bv-pages";
// Who the kept pages belong to: an entry of the pages' cache itself, so both go together.
const OWNER_KEY = "/__offline-owner";
// Counts the clears: a page on its way when the copies were cleared is not kept.
let generation = 0;
const ORIGIN = self.location.origin;
/** How many copies of each kind (languages together): one bookings page per language. */
const KEPT: Record<KeptPage, number> = {
  bookings: LANGUAGES.length,
  confirmation: KEPT_CONFIRMATIONS,
  listing: KEPT_LISTINGS,
};

self.addEventListener("install", (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("bv-shell-") && name !== SHELL_CACHE) await caches.delete(name);
      }
      // The page's request leaves while the worker starts: no wait added to each visit.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== ORIGIN) return;
  if (changesWhoIsSignedIn(url, request.method)) {
    // Not answered here: the request goes on untouched, the copies go as it leaves.
    event.waitUntil(clearPages());
    return;
  }
  // A prefetch (a link's `prefetch`, none today) is not a visit: nothing kept for it.
  const prefetch = /prefetch/i.test(request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "");
  const dataOf = request.method === "GET" && !prefetch ? pageOfDataRequest(url) : null;
  if (dataOf) {
    event.waitUntil(keepInBackground(dataOf).catch(() => undefined));
    return;
  }
  const handled = handledBy(url, request, ORIGIN);
  if (handled === "asset") event.respondWith(cacheFirst(request));
  if (handled === "page") event.respondWith(networkFirst(event, url));
});

/**
 * The offline page in every language (anonymous: never a signed-in header) and the scripts
 * it loads, which every page loads (the entry, React, the shell chunk).
 */
async function keepShell() {
  const shell = await caches.open(SHELL_CACHE);
  for (const lang of LANGUAGES) {
    const path = `${lang === DEFAULT_LANG ? "" : `/${lang}`}${OFFLINE_PAGE_PATH}`;
    const page = await fetch(path, { credentials: "omit", cache: "no-store" });
    // The reference language's page must be there; another's missing costs only its copy.
    if (!page.ok && lang === DEFAULT_LANG) throw new Error(`${path}: ${page.status}`);
    if (!page.ok) continue;
    const html = await page.text();
    await shell.put(new URL(path, ORIGIN).href, copyResponse(html, page.headers));
    if (lang === DEFAULT_LANG) await shell.addAll(assetsOf(html));
  }
}

async function cacheFirst(request: Request) {
  const shell = await caches.open(SHELL_CACHE);
  const kept = await shell.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await shell.put(request, response.clone());
  return response;
}

async function networkFirst(event: FetchEvent, url: URL) {
  const started = generation;
  let response: Response;
  try {
    response = (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await keptCopy(url)) ?? Response.error();
  }
  event.waitUntil(afterPage(url, response.clone(), started).catch(() => undefined));
  return response;
}

/** A page arrived from the network: keep its copy if it is a kept page, else mind who it was for. */
async function afterPage(url: URL, response: Response, started: number) {
  if (!response.ok || !isHtml(response)) return;
  const owner = response.headers.get(OWNER_HEADER);
  const kept = keptPageOf(url);
  if (kept) return keep(kept.kind, kept.key, response, owner, started);
  // A page for nobody, or for someone else: the previous person's copies go.
  const pages = await caches.open(PAGES_CACHE);
  if (mustClearFor(await ownerOf(pages), owner)) await clearPages();
}

/** After a click, React Router fetched the page's data only: the page itself, once. */
async function keepInBackground(page: URL) {
  const started = generation;
  const response = await fetch(page, { credentials: "same-origin" });
  const kept = keptPageOf(page);
  if (kept && response.ok && isHtml(response)) {
    await keep(kept.kind, kept.key, response, response.headers.get(OWNER_HEADER), started);
  }
}

/**
 * Stores the copy of a page that was asked for when the copies were at `started`: if they
 * were cleared since (a sign-out while the page was on its way), the page is dropped.
 */
async function keep(kind: KeptPage, key: string, response: Response, owner: string | null, started: number) {
  const html = await response.text();
  if (started !== generation) return;
  // Writes through a handle to a cache deleted meanwhile are lost: a clear always wins.
  let pages = await caches.open(PAGES_CACHE);
  if (mustClearFor(await ownerOf(pages), owner)) {
    await clearPages();
    const cleared = generation;
    pages = await caches.open(PAGES_CACHE);
    if (cleared !== generation) return;
    await pages.put(OWNER_KEY, new Response(owner ?? ""));
  }
  // Deleted first: stored again, the page moves last in the cache's order (the most recent).
  await pages.delete(key);
  await pages.put(key, copyResponse(html, response.headers));
  const stored = (await pages.keys()).map((request) => request.url);
  const sameKind = stored.filter((storedKey) => keptPageOf(new URL(storedKey))?.kind === kind);
  for (const old of keysBeyond(sameKind, KEPT[kind])) await pages.delete(old);
}

async function keptCopy(url: URL) {
  const kept = keptPageOf(url);
  if (kept) {
    const copy = await (await caches.open(PAGES_CACHE)).match(kept.key);
    if (copy) return copy;
  }
  const shell = await caches.open(SHELL_CACHE);
  return (await shell.match(offlinePageFor(url))) ?? (await shell.match(new URL(OFFLINE_PAGE_PATH, ORIGIN).href));
}

async function ownerOf(pages: Cache): Promise<string | null> {
  const marker = await pages.match(OWNER_KEY);
  const owner = marker ? await marker.text() : "";
  return owner || null;
}

async function clearPages() {
  generation += 1;
  await caches.delete(PAGES_CACHE);
}

function isHtml(response: Response) {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** The stored copy: its own page without scripts, its policy forbidding any. */
function copyResponse(html: string, headers: Headers) {
  return new Response(offlineCopyOf(html), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": offlinePolicyOf(headers.get("content-security-policy")),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
