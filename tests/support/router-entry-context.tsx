// A small app shaped like ours, and React Router's entry context for one of its addresses,
// as the server entry receives it (app/lib/page-routes.test.tsx, app/lib/page-text.test.tsx).
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  createStaticHandler,
  useLoaderData,
  type EntryContext,
} from "react-router";

export type ManifestRoute = NonNullable<EntryContext["manifest"]["routes"][string]>;

export function manifestRoute(id: string, path: string | undefined, parentId: string | undefined): ManifestRoute {
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
export const ROUTES: Array<[id: string, path: string | undefined, parentId: string | undefined]> = [
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

/**
 * React Router's context for `pathname`. With `hydrationData`, the page's loader data come
 * as the server's own render gives them, a stream the page writes into inline scripts
 * (through Suspense) — readable once: a context per render.
 */
export async function entryContext(
  pathname: string,
  discovery: "initial" | "lazy" = "initial",
  options: { hydrationData?: boolean } = {},
): Promise<EntryContext> {
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
    ...(options.hydrationData
      ? { serverHandoffStream: hydrationStream(staticHandlerContext.loaderData as Record<string, unknown>) }
      : {}),
    renderMeta: {},
    branches: [],
  } as unknown as EntryContext;
}

/** The loader data in pieces, as turbo-stream writes them: several chunks, French text included. */
function hydrationStream(loaderData: Record<string, unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pieces = [
    JSON.stringify([{ _1: 2 }, "loaderData"]),
    `\n${JSON.stringify(loaderData)}`,
    '\n["Données: « prêtes » — 45 000 FCFA </script>"]',
  ];
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}
