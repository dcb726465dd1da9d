// CSRF defence for our own forms (React Router actions): a state-changing request must
// come from a page of this site. Browsers send Origin on every cross-origin POST and
// Sec-Fetch-Site on all modern requests, so a forged form from another site is refused.
// better-auth's own endpoints (/api/auth/*) additionally check Origin themselves.
import type { NextFunction, Request, Response } from "express";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Requête refusée : elle ne provient pas de Bénin Voyages.";

type Headers = { origin?: string | null; secFetchSite?: string | null; host?: string | null };

/** The decision alone, for tests and for any caller that is not Express. */
export function isSameOriginRequest(method: string, headers: Headers, allowedOrigins: string[]) {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return true;
  const site = headers.secFetchSite?.toLowerCase();
  if (site === "cross-site" || site === "same-site") return false;
  const origin = headers.origin;
  // No Origin and no cross-site signal: a non-browser client (curl, a server), which
  // cannot carry a victim's cookies. "null" comes from sandboxed or privacy-stripped
  // contexts and is refused.
  if (origin === undefined || origin === null || origin === "") return true;
  if (origin === "null") return false;
  return (
    allowedOrigins.some((allowed) => allowed === origin) || (headers.host ? sameHost(origin, headers.host) : false)
  );
}

function sameHost(origin: string, host: string) {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Express middleware: refuses (403, French text) unsafe requests from another origin.
 * `allowedOrigins` is normally [getEnv().publicUrl]; the request's own Host is accepted
 * too so that the site also works on the address it is actually served from.
 */
export function sameOriginOnly(allowedOrigins: string[]) {
  const origins = allowedOrigins.map((origin) => origin.replace(/\/+$/, ""));
  return (request: Request, response: Response, next: NextFunction) => {
    const allowed = isSameOriginRequest(
      request.method,
      {
        origin: request.get("origin"),
        secFetchSite: request.get("sec-fetch-site"),
        host: request.get("host"),
      },
      origins,
    );
    if (allowed) return next();
    response.status(403).type("text/plain; charset=utf-8").send(CROSS_SITE_MESSAGE);
  };
}
