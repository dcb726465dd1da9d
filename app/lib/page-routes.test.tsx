import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTES, entryContext, manifestRoute } from "#tests/support/router-entry-context";
import { routesOfMatches, withPageRoutesOnly } from "./page-routes.server";

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
