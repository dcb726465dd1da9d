// A request's route as a pattern (`/annonces/:id`), never its address: the access line and
// the request metrics must not hold ids of people or query strings (tokens, e-mails), and a
// pattern keeps the metrics' label count bounded whatever addresses visitors make up.
import type { Request } from "express";
import { matchRoutes } from "react-router";
import type { ServerBuild, RouteObject } from "react-router";
import { ID_PATTERN } from "#common/ids";

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The React Router routes, nested as matchRoutes takes them. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true as const, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

// React Router's matchRoutes flattens and ranks the whole route tree at every call (~0.7 ms
// of CPU per request for our ~100 routes). A pattern depends only on the shape of the
// address, so it is kept per address with its ids (uuids, the only ids in our addresses,
// common/ids.ts) made one: every listing page is one entry. No route has a uuid as a fixed
// segment, so the pattern found for the stand-in id is the one of the real id. Addresses
// made up by visitors fill the table at most to its size; it then starts over.
const ID_SEGMENT = new RegExp(`(?<=/)${ID_PATTERN}(?=/|$)`, "gi");
const STAND_IN_ID = "00000000-0000-0000-0000-000000000000";
const KNOWN_ADDRESSES = 1000;

/** Gives the pattern of a request: Express's own route when one answered, else the page's. */
export function routePatterns(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  const known = new Map<string, string>();
  const patternOf = (pathname: string): string => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "(aucune)";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((path): path is string => Boolean(path))
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern}`.replace(/\/+/g, "/");
  };
  return (request: Request): string => {
    if (request.route?.path && typeof request.route.path === "string") return `${request.baseUrl}${request.route.path}`;
    if (request.path.startsWith("/assets/")) return "/assets/*";
    // React Router's data requests (`/annonces/12.data`) are the page's.
    const pathname = request.path.endsWith(".data") ? request.path.replace(/(\/_)?\.data$/, "") || "/" : request.path;
    const address = (pathname === "/_root" ? "/" : pathname).replace(ID_SEGMENT, STAND_IN_ID);
    let pattern = known.get(address);
    if (pattern === undefined) {
      pattern = patternOf(address);
      if (known.size >= KNOWN_ADDRESSES) known.clear();
      known.set(address, pattern);
    }
    return pattern;
  };
}
