// What React Router hands a loader or an action, for a test that calls one directly: the
// request, `url` (the page's address; React Router strips a data request's `.data` and
// `_routes` from it), the route's params and a fresh middleware context.
import { RouterContextProvider } from "react-router";

export function routeArgs<Args>(request: Request, params: Record<string, string> = {}): Args {
  const url = new URL(request.url);
  return { request, url, params, context: new RouterContextProvider(), pattern: url.pathname } as unknown as Args;
}

/** A guard's argument (server/accounts/guards.server.ts) for a request. */
export function guarded(request: Request) {
  return { request, url: new URL(request.url) };
}
