// better-auth's HTTP endpoints. Our forms call better-auth server-side (auth.api), so the
// only endpoints a browser needs here are reading and ending its own session. Every other
// endpoint (update-user, change-email, delete-user, sign-up…) answers 404: they would
// bypass our forms' rules (e.g. update-user writing an unbounded users.name).
// better-auth itself checks the Origin of state-changing requests against trustedOrigins.
import { requestLang } from "#common/i18n";
import { errorPageTexts } from "#common/texts/error-page";
import { AUTH_BASE_PATH, getAuth } from "#server/accounts/auth.server";
import type { Route } from "./+types/api.auth.$";

const ALLOWED = new Map<string, string>([
  ["/get-session", "GET"],
  ["/sign-out", "POST"],
]);

function isAllowed(request: Request) {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  // better-auth ignores a trailing slash: so do we, without letting `//` or `..` through.
  const path = pathname.slice(AUTH_BASE_PATH.length).replace(/\/$/, "");
  return ALLOWED.get(path) === request.method;
}

async function handle(request: Request, url: URL) {
  if (!isAllowed(request)) {
    return new Response(errorPageTexts[requestLang(url)].notFoundPlain, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const response = await (await getAuth()).handler(request);
  return new URL(request.url).pathname.startsWith(`${AUTH_BASE_PATH}/get-session`)
    ? withoutSessionToken(response)
    : response;
}

/**
 * get-session answers with the session's token, which the HttpOnly cookie exists to keep
 * away from scripts: a script injected into a page could read it and use the session from
 * elsewhere. The token is removed; everything else (and any renewed cookie) is kept.
 */
async function withoutSessionToken(response: Response) {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const body = (await response.json()) as { session?: Record<string, unknown> } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return handle(request, url);
}

export async function action({ request, url }: Route.ActionArgs) {
  return handle(request, url);
}
