// better-auth's HTTP endpoints. Our forms call better-auth server-side (auth.api), so the
// only endpoints a browser needs here are reading and ending its own session. Every other
// endpoint (update-user, change-email, delete-user, sign-up…) answers 404: they would
// bypass our forms' rules (e.g. update-user writing an unbounded users.name).
// better-auth itself checks the Origin of state-changing requests against trustedOrigins.
import { AUTH_BASE_PATH, getAuth } from "../../server/accounts/auth.server";
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

async function handle(request: Request) {
  if (!isAllowed(request)) return new Response("Not Found", { status: 404 });
  return (await getAuth()).handler(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
