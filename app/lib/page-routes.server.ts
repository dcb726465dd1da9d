// React Router renders a page from its route manifest: `<ServerRouter>` builds a route object
// for every route of it (~100: each French page, its English twin, the endpoints), then a
// data route from each, on every request: ~130 KB of objects and ~1.4 ms of a slow
// machine's CPU per page (docs/PERFORMANCE.md, issue 18's thirteenth pass). With
// `routeDiscovery: "initial"` (react-router.config.ts) the render reads the manifest only for
// the page's own routes (their module scripts, links and metadata) and the browser gets the
// whole manifest from its own file (`manifest.url`), never from the page. So a page is
// rendered with a manifest of its matched routes and their parents: the same HTML, byte for
// byte (app/lib/page-routes.test.tsx), for less work.
import type { EntryContext } from "react-router";

type ManifestRoutes = EntryContext["manifest"]["routes"];

/** The manifest's routes that a page's matches need: each matched route and its parents. */
export function routesOfMatches(all: ManifestRoutes, matchedIds: readonly string[]): ManifestRoutes {
  const routes: ManifestRoutes = {};
  for (const matchedId of matchedIds) {
    let id: string | undefined = matchedId;
    while (id !== undefined && !(id in routes)) {
      const route: ManifestRoutes[string] = all[id];
      if (route === undefined) break;
      routes[id] = route;
      id = route.parentId;
    }
  }
  return routes;
}

/**
 * The context to render the page with: its manifest reduced to the routes the page's
 * matches need. Unchanged when routes are discovered lazily: the page then writes a part
 * of the manifest for the browser, chosen from all the routes.
 */
export function withPageRoutesOnly(context: EntryContext): EntryContext {
  if (context.routeDiscovery.mode !== "initial") return context;
  const matchedIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  return {
    ...context,
    manifest: { ...context.manifest, routes: routesOfMatches(context.manifest.routes, matchedIds) },
  };
}
