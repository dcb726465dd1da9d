// Page and action guards. Pages send the person to /auth (and back afterwards, through
// redirectTo) with the spec's toast; actions and fetch requests get a bare 401 or 403,
// because a redirect there would be followed silently by the browser's fetch.
import { data, redirect } from "react-router";
import { localizedPath, requestLang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { withToast, type ToastKey } from "#common/toast-keys";
import { safeRedirectPath } from "#server/security/safe-redirect.server";
import type { Role } from "./roles.server";
import { getSessionUser, type SessionUser } from "./session-user.server";

/**
 * What a guard reads of a loader's or action's arguments: the request (cookies, method,
 * Accept) and React Router's `url`, the page's address (without the `.data` suffix and
 * `_routes` parameter of a client navigation's data request).
 */
export type GuardedRequest = { request: Request; url: URL };

export function authUrl({ url }: Pick<GuardedRequest, "url">, toast: ToastKey) {
  const { pathname, search } = url;
  const back = safeRedirectPath(`${pathname}${search}`, "");
  const query = back ? `?redirectTo=${encodeURIComponent(back)}` : "";
  return localizedPath(requestLang(url), withToast(`/auth${query}`, toast));
}

/** The second factor's page (enrolment or code), returning to the page that asked. */
export function secondFactorUrl({ url }: Pick<GuardedRequest, "url">) {
  const back = safeRedirectPath(`${url.pathname}${url.search}`, "");
  return localizedPath(requestLang(url), `/two-factor${back ? `?redirectTo=${encodeURIComponent(back)}` : ""}`);
}

/** A page load (full page or client navigation) rather than a form post or a fetch. */
export function isPageRequest(request: Request) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const accept = request.headers.get("accept") ?? "";
  return !(accept.includes("application/json") && !accept.includes("text/html"));
}

export async function requireUser(
  { request, url }: GuardedRequest,
  options: { toast?: ToastKey } = {},
): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (isPageRequest(request)) throw redirect(authUrl({ url }, options.toast ?? "authRequired"));
  throw data({ error: authTexts[requestLang(url)].errors.sessionRequired }, { status: 401 });
}

/**
 * The user must hold `role` (an administrator passes every check). Admin pages follow
 * the spec: not signed in → /auth, signed in without the role → / with 'Accès refusé'.
 */
export async function requireRole({ request, url }: GuardedRequest, role: Exclude<Role, "user">): Promise<SessionUser> {
  const user = await getSessionUser(request);
  const page = isPageRequest(request);
  if (!user) {
    if (page) throw redirect(authUrl({ url }, role === "admin" ? "adminLoginRequired" : "authRequired"));
    throw data({ error: authTexts[requestLang(url)].errors.sessionRequired }, { status: 401 });
  }
  if (user.roles.includes(role) || user.roles.includes("admin")) return user;
  if (role === "admin" && user.adminSecondFactor) {
    // An administrator whose session has not passed the second factor: the code first.
    if (page) throw redirect(secondFactorUrl({ url }));
    throw data({ error: authTexts[requestLang(url)].errors.secondFactorRequired }, { status: 403 });
  }
  if (!page) throw data({ error: authTexts[requestLang(url)].errors.forbidden }, { status: 403 });
  throw redirect(localizedPath(requestLang(url), role === "admin" ? withToast("/", "adminOnly") : "/become-host"));
}
