// The list pages rendered the way the server renders them: React Router's static handler
// runs the real loaders on a test database, then the page is rendered to HTML.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  useParams,
  useRouteError,
} from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDatabaseHandle, setDatabase, type DatabaseHandle } from "#server/db/client.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as category from "./category";
import * as listingsByKind from "./listings-by-kind";
import * as search from "./search";

// Framework mode hands route components their loaderData and error as props; a bare
// data router does not, so these wrappers do what the framework does.
type AnyComponent = React.ComponentType<any>;
function withProps(Page: AnyComponent) {
  return () => <Page loaderData={useLoaderData()} params={useParams()} />;
}
function withError(Boundary: AnyComponent) {
  return () => <Boundary error={useRouteError()} />;
}

const routes = [
  { path: "/search", loader: search.loader, Component: withProps(search.default) },
  { path: "/accommodations", loader: listingsByKind.loader, Component: withProps(listingsByKind.default) },
  { path: "/vehicles", loader: listingsByKind.loader, Component: withProps(listingsByKind.default) },
  {
    path: "/category/:categoryName",
    loader: category.loader,
    Component: withProps(category.default),
    ErrorBoundary: withError(category.ErrorBoundary),
  },
] as never[];

async function renderPage(path: string): Promise<{ status: number; html: string; location?: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) {
    return { status: context.status, html: "", location: context.headers.get("Location") ?? undefined };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html };
}

describe(`list pages (${databaseKind})`, () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    for (let index = 0; index < 26; index += 1) {
      await createListing({ userId: host.id, title: `Appartement ${index}`, category: "Appartement", city: "Cotonou" });
    }
    await createListing({ userId: host.id, title: "Villa de Ouidah", category: "Villa", city: "Ouidah", price: 80000 });
    await createListing({ userId: host.id, isVehicle: true, title: "Toyota Hilux", category: "4x4", city: "Parakou" });
  });

  afterEach(() => setDatabase(database));

  it("searches with hostile parameters without failing", async () => {
    const page = await renderPage(
      `/search?destination=${"%".repeat(50)}ouidah&guests=-5&minPrice=abc&startDate=garbage&endDate=2001-01-01&type=castle&page=abc`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain("Villa de Ouidah");
    expect(page.html).toContain("1 résultat");
  });

  it("shows the count, pages of 24 and the sort links", async () => {
    const first = await renderPage("/search?destination=cotonou");
    expect(first.html).toContain("26 résultats");
    expect(first.html.match(/href="\/property\//g)).toHaveLength(24);
    expect(first.html).toContain('href="/search?destination=cotonou&amp;page=2"');
    expect(first.html).toContain("Prix croissant");
    const second = await renderPage("/search?destination=cotonou&page=2");
    expect(second.html.match(/href="\/property\//g)).toHaveLength(2);
    expect(await renderPage("/search?destination=cotonou&page=40")).toMatchObject({
      status: 302,
      location: "/search?destination=cotonou&page=2",
    });
  });

  it("says so when nothing matches, with a reset that keeps the search", async () => {
    const page = await renderPage("/search?destination=cotonou&type=maison");
    expect(page.html).toContain("Aucun résultat ne correspond à vos critères");
    expect(page.html).toContain('href="/search?destination=cotonou"');
  });

  it("shows the spec's message, not a 500, when the search fails", async () => {
    setDatabase(undefined);
    const page = await renderPage("/search?destination=cotonou");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Erreur de recherche");
    expect(page.html).toContain("Une erreur s&#x27;est produite lors de la recherche. Veuillez réessayer.");
  });

  it("lists accommodations and vehicles apart", async () => {
    const stays = await renderPage("/accommodations");
    expect(stays.html).toContain("27 résultats");
    expect(stays.html).not.toContain("Toyota Hilux");
    const cars = await renderPage("/vehicles?page=-1");
    expect(cars.html).toContain("Toyota Hilux");
    expect(cars.html).not.toContain("Villa de Ouidah");
  });

  it("matches category names without regard to case or accents", async () => {
    const page = await renderPage(`/category/${encodeURIComponent("VÉHICULES")}`);
    expect(page.html).toContain("Toyota Hilux");
    expect(page.html).toContain("Fil d&#x27;Ariane");
    const all = await renderPage(`/category/${encodeURIComponent("hébergements")}`);
    expect(all.html).toContain("27 résultats");
    expect((await renderPage("/category/Villa")).html).toContain("Villa de Ouidah");
  });

  it("says an empty category is being developed, with a way home", async () => {
    const page = await renderPage("/category/plage");
    expect(page.status).toBe(200);
    expect(page.html).toContain("en cours de développement");
    expect(page.html).toContain('href="/"');
  });

  it("shows the spec's error and a retry link when a category cannot load", async () => {
    setDatabase(undefined);
    const page = await renderPage("/category/villa?page=2");
    expect(page.html).toContain(
      "Une erreur s&#x27;est produite: Impossible de charger les annonces de cette catégorie.",
    );
    expect(page.html).toContain('href="/category/villa?page=2"');
    expect(page.html).toContain("Réessayer");
  });

  it("keeps the database installed for the next tests", () => {
    expect(getDatabaseHandle()).toBe(database);
  });
});
