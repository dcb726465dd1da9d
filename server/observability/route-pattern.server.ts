// A request's route as a pattern (`/annonces/:id`), never its address: the access line and
// the request metrics must not hold ids of people or query strings (tokens, e-mails), and a
// pattern keeps the metrics' label count bounded whatever addresses visitors make up.
import type { Request } from "express";
import { matchRoutes } from "react-router";
import type { ServerBuild, RouteObject } from "react-router";

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

/** Gives the pattern of a request: Express's own route when one answered, else the page's. */
export function routePatterns(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  return (request: Request): string => {
    if (request.route?.path && typeof request.route.path === "string") return `${request.baseUrl}${request.route.path}`;
    if (request.path.startsWith("/assets/")) return "/assets/*";
    // React Router's data requests (`/annonces/12.data`) are the page's.
    const pathname = request.path.endsWith(".data") ? request.path.replace(/(\/_)?\.data$/, "") || "/" : request.path;
    const matches = matchRoutes(tree, pathname === "/_root" ? "/" : pathname);
    if (!matches) return "(aucune)";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((path): path is string => Boolean(path))
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern}`.replace(/\/+/g, "/");
  };
}
