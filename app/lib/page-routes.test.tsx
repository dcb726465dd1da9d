import { renderToString } from "react-dom/server";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ServerRouter,
  createStaticHandler,
  useLoaderData,
  type EntryContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { routesOfMatches, withPageRoutesOnly } from "./page-routes.server";

type ManifestRoute = NonNullable<EntryContext["manifest"]["routes"][string]>;

function manifestRoute(id: string, path: string | undefined, parentId: string | undefined): ManifestRoute {
  return {
    id,
    path,
    parentId,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/assets/${id.replace(/\//g, "-")}.js`,
    imports: [`/assets/${id.replace(/\//g, "-")}-shared.js`],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

// A small app shaped like ours: a root with the document, French pages, an English twin,
// a page nested in a layout, a catch-all.
const ROUTES: Array<[id: string, path: string | undefined, parentId: string | undefined]> = [
  ["root", "", undefined],
  ["routes/home", undefined, "root"],
  ["routes/listing", "property/:id", "root"],
  ["en/routes/listing", "en/property/:id", "root"],
  ["routes/host", "host", "root"],
  ["routes/host.earnings", "earnings", "routes/host"],
  ["routes/not-found", "*", "root"],
];

function Document() {
  return (
    <html lang="fr">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Page() {
  const data = useLoaderData<{ name: string }>();
  return (
    <main>
      <h1>{data.name}</h1>
      <Link to="/property/2">Une autre annonce</Link>
      <Link to="/host/earnings">Mes revenus</Link>
    </main>
  );
}

const routeModules: EntryContext["routeModules"] = Object.fromEntries(
  ROUTES.map(([id]) => [
    id,
    {
      default: id === "root" ? Document : id === "routes/host" ? Outlet : Page,
      links: () => [{ rel: "preload", href: `/${id}.png`, as: "image" }],
      meta: () => [{ title: id }],
    },
  ]),
) as EntryContext["routeModules"];

async function entryContext(pathname: string, discovery: "initial" | "lazy" = "initial"): Promise<EntryContext> {
  const manifestRoutes = Object.fromEntries(
    ROUTES.map(([id, path, parentId]) => [id, manifestRoute(id, path, parentId)]),
  );
  type DataRoute = {
    id: string;
    path?: string;
    index?: boolean;
    loader: () => { name: string };
    children?: DataRoute[];
  };
  const childrenOf = (parentId: string | undefined): DataRoute[] =>
    ROUTES.filter(([, , parent]) => parent === parentId).map(([id, path]) => ({
      id,
      ...(path === undefined ? { index: true as const } : { path, children: childrenOf(id) }),
      loader: () => ({ name: id }),
    }));
  const handler = createStaticHandler(childrenOf(undefined) as Parameters<typeof createStaticHandler>[0]);
  const staticHandlerContext = await handler.query(new Request(`http://localhost${pathname}`));
  if (staticHandlerContext instanceof Response) throw new Error("réponse inattendue");
  return {
    manifest: {
      entry: { module: "/assets/entry.client.js", imports: ["/assets/react.js"] },
      routes: manifestRoutes,
      url: "/assets/manifest-1.js",
      version: "1",
    },
    routeModules,
    staticHandlerContext,
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: discovery === "initial" ? { mode: "initial" } : { mode: "lazy", manifestPath: "/__manifest" },
    serverHandoffString: "{}",
    renderMeta: {},
    branches: [],
  } as unknown as EntryContext;
}

const render = (context: EntryContext, pathname: string) =>
  renderToString(<ServerRouter context={context} url={`http://localhost${pathname}`} nonce="n0nce" />);

describe("routesOfMatches", () => {
  const all = Object.fromEntries(ROUTES.map(([id, path, parentId]) => [id, manifestRoute(id, path, parentId)]));

  it("keeps each matched route and its parents, nothing else", () => {
    expect(Object.keys(routesOfMatches(all, ["routes/host.earnings"])).sort()).toEqual([
      "root",
      "routes/host",
      "routes/host.earnings",
    ]);
    expect(Object.keys(routesOfMatches(all, ["root", "en/routes/listing"])).sort()).toEqual([
      "en/routes/listing",
      "root",
    ]);
  });

  it("passes over an id the manifest does not have", () => {
    expect(Object.keys(routesOfMatches(all, ["routes/unknown", "routes/home"])).sort()).toEqual([
      "root",
      "routes/home",
    ]);
    expect(routesOfMatches(all, [])).toEqual({});
  });
});

describe("withPageRoutesOnly", () => {
  it.each(["/", "/property/1", "/en/property/1", "/host/earnings", "/nowhere"])(
    "renders %s exactly as with the whole manifest, from its own routes only",
    async (pathname) => {
      const context = await entryContext(pathname);
      const whole = render(context, pathname);
      const reduced = withPageRoutesOnly(context);
      expect(render(reduced, pathname)).toBe(whole);
      // The page's own module and its imports are written; the others' are not needed.
      const matched = context.staticHandlerContext.matches.map((match) => match.route.id);
      expect(Object.keys(reduced.manifest.routes).sort()).toEqual([...matched].sort());
      for (const id of matched) expect(whole).toContain(context.manifest.routes[id]!.module);
      // The rest of the context is the same objects.
      expect(reduced.staticHandlerContext).toBe(context.staticHandlerContext);
      expect(reduced.manifest.url).toBe(context.manifest.url);
      expect(context.manifest.routes).toHaveProperty(["routes/listing"]);
    },
  );

  it("leaves the context whole when routes are discovered lazily (the page then writes part of the manifest)", async () => {
    const context = await entryContext("/property/1", "lazy");
    expect(withPageRoutesOnly(context)).toBe(context);
  });
});
