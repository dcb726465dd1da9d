// Requests as a browser on our own site would send them, for the accounts tests.
import { getEnv } from "#server/env.server";

export function siteHeaders(extra: Record<string, string> = {}) {
  return new Headers({ origin: getEnv().publicUrl, "sec-fetch-site": "same-origin", ...extra });
}

export function formRequest(path: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
  return new Request(`${getEnv().publicUrl}${path}`, {
    method: "POST",
    headers: siteHeaders({ "content-type": "application/x-www-form-urlencoded", ...extra }),
    body: new URLSearchParams(fields).toString(),
  });
}

export function pageRequest(path: string, extra: Record<string, string> = {}) {
  return new Request(`${getEnv().publicUrl}${path}`, { headers: siteHeaders({ accept: "text/html", ...extra }) });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
