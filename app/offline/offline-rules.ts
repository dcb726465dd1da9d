// What the service worker (app/offline/service-worker.ts) keeps for reading without a
// connection, and what it never touches: pure decisions on addresses and pages, tested on
// their own (offline-rules.test.ts). The worker only wires them to the browser's events.
// docs/decisions/029-offline-and-installable.md gives the rules in words.

/** The pages a traveler can read again without a connection. */
export type KeptPage = "bookings" | "confirmation" | "listing";

/** How many listing pages, and how many booking confirmations, the device keeps. */
export const KEPT_LISTINGS = 10;
export const KEPT_CONFIRMATIONS = 20;

/**
 * The response header naming, without revealing it, who a page was rendered for (a hash of
 * the account's id; absent when nobody is signed in). Set by app/entry.server.tsx.
 */
export const OWNER_HEADER = "X-Offline-Owner";

/** The attribute the kept copy's `<html>` carries: the page shows its 'Hors ligne' notice. */
export const OFFLINE_COPY_ATTRIBUTE = "data-offline-copy";

/** The page shown for an address the device has not kept, one per language. */
export const OFFLINE_PAGE_PATH = "/offline";

// An optional language prefix (`/en/…`): the same rules for every language.
const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/** The address without its language prefix, and the prefix ('' for French). */
export function splitLanguage(pathname: string): { prefix: string; path: string } {
  const prefix = LANGUAGE_PREFIX.exec(pathname)?.[0] ?? "";
  // Only a prefix that is not itself a page (there is no two-letter page of ours).
  return { prefix, path: pathname.slice(prefix.length) || "/" };
}

/**
 * The kept page an address shows, and the key its copy is stored under (the address without
 * what does not change the page: FedaPay's `status` and `id` on the confirmation, any query
 * on the other two). Null for every other address: nothing of it is ever stored.
 */
export function keptPageOf(url: URL): { kind: KeptPage; key: string } | null {
  const { prefix, path } = splitLanguage(url.pathname);
  const origin = url.origin + prefix;
  if (path === "/my-bookings") return { kind: "bookings", key: `${origin}/my-bookings` };
  if (path === "/payment-success") {
    const bookingId = url.searchParams.get("booking_id");
    if (!bookingId || !/^[\w-]{1,64}$/.test(bookingId)) return null;
    return { kind: "confirmation", key: `${origin}/payment-success?booking_id=${bookingId}` };
  }
  const listing = /^\/property\/([\w-]{1,64})$/.exec(path);
  if (listing) return { kind: "listing", key: `${origin}/property/${listing[1]}` };
  return null;
}

/**
 * The page whose data React Router fetches in the browser (`/my-bookings.data`,
 * `/property/12.data?_routes=…`): after a click, the page itself is never downloaded, so
 * the worker downloads the kept ones once to have their copy. Null for anything else.
 */
export function pageOfDataRequest(url: URL): URL | null {
  if (!url.pathname.endsWith(".data")) return null;
  const page = new URL(url.href);
  page.pathname = url.pathname.slice(0, -".data".length);
  page.searchParams.delete("_routes");
  return keptPageOf(page) ? page : null;
}

/**
 * A request that may change who is signed in on this device (sign-in, sign-up, sign-out,
 * second factor, password reset, account deletion, better-auth's own endpoints): the copies
 * of signed-in pages are cleared as it leaves, whatever its outcome.
 */
export function changesWhoIsSignedIn(url: URL, method: string): boolean {
  if (method === "GET" || method === "HEAD") return false;
  const { path } = splitLanguage(url.pathname);
  return /^\/(?:auth|two-factor|reset-password|account|api\/auth\/.*)(?:\.data)?$/.test(path);
}

/** The build's fingerprinted files: they never change, so the cache answers first. */
export function isBuildAsset(url: URL): boolean {
  return /^\/assets\/[\w.-]+\.(?:js|css)$/.test(url.pathname);
}

/** The fingerprinted scripts and stylesheets a page loads (the app shell to keep). */
export function assetsOf(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
}

/**
 * What to do with the kept copies when a page arrives for `owner` (null: nobody signed in)
 * while the copies belong to `keptFor`: a page for someone else, or for nobody, means the
 * person changed: every copy goes before anything of the new one is kept.
 */
export function mustClearFor(keptFor: string | null, owner: string | null): boolean {
  return keptFor !== owner;
}

/**
 * The copies of one kind to delete so that at most `keep` remain: `keys` in the order they
 * were stored (the Cache API keeps insertion order; storing a page again moves it last).
 */
export function keysBeyond(keys: readonly string[], keep: number): string[] {
  return keys.slice(0, Math.max(0, keys.length - keep));
}

/**
 * The copy kept of a page: no script at all (nothing in it can fetch, fail and replace the
 * page with an error, and scripts of an older build may be gone), and the mark that shows
 * its 'Hors ligne' notice. The inline stylesheet stays: the copy looks like the page.
 */
export function offlineCopyOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}=""`);
}

/** The copy's policy: the page's own, with no script allowed at all. */
export function offlinePolicyOf(policy: string | null): string {
  const strict = "script-src 'none'";
  if (!policy) return `default-src 'self'; ${strict}; object-src 'none'; base-uri 'self'`;
  return /script-src [^;]*/.test(policy) ? policy.replace(/script-src [^;]*/, strict) : `${policy}; ${strict}`;
}

/** The offline page in the language of the address asked for. */
export function offlinePageFor(url: URL): string {
  return `${url.origin}${splitLanguage(url.pathname).prefix}${OFFLINE_PAGE_PATH}`;
}

/** A GET the worker answers itself: same origin, a page or a build file. */
export function handledBy(
  url: URL,
  request: { method: string; mode: string },
  origin: string,
): "page" | "asset" | null {
  if (url.origin !== origin || request.method !== "GET") return null;
  if (request.mode === "navigate") return "page";
  if (isBuildAsset(url)) return "asset";
  return null;
}
