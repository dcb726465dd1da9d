// What a browser or a shared cache (a proxy, a CDN, an operator's accelerator) may keep
// of our pages, `.data` answers and endpoints. A page rendered for a signed-in person
// carries their name, their bookings, their travelers' phones: it must never be stored,
// nor handed to the next person asking the same address. Mounted in server/app.ts before
// the stand-in, the webhook and React Router; the pictures (/media, immutable) and the
// build's files (server.js) say their own.
import type { NextFunction, Request, Response } from "express";

/** A signed-in answer, an answer that sets a cookie, any answer to a post. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/**
 * An anonymous page or `.data` answer that does not say otherwise: a cache may keep it
 * but must ask us again before each use (prices and availability change, and each page
 * carries its own CSP nonce, which must not be handed to the next visitor).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "no-cache";

// better-auth's session cookie: `bv.session_token`, `__Secure-bv.session_token` over https
// (server/accounts/auth.server.ts, COOKIE_PREFIX).
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?bv\.session_token=/;

export function carriesSession(cookieHeader: string | undefined) {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}

/** Mount before the handlers whose answers it covers: `app.use(cacheControl())`. */
export function cacheControl() {
  return (request: Request, response: Response, next: NextFunction) => {
    // One address answers differently with and without a session: a cache that keys on
    // the address alone must tell them apart.
    response.vary("Cookie");
    const signedIn = carriesSession(request.headers.cookie);
    const safeMethod = request.method === "GET" || request.method === "HEAD";
    const writeHead = response.writeHead;
    // Decided when the headers leave, after the route set its own (robots.txt, sitemap):
    // a signed-in answer or a new cookie is private whatever the route said.
    response.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (signedIn || !safeMethod || this.hasHeader("set-cookie")) {
        this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      } else if (!this.hasHeader("cache-control")) {
        this.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
