// /search past its count cap: the page says there are more than 1 000 results and how to
// see the others, offers the first 42 pages, and sends a later page back to the last one.
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#server/seed/factories.server";
import { insertManyListings } from "#tests/support/listings";
import { renderRoute } from "#tests/support/render-route";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as search from "./search";

describe(`search page over the count cap (${databaseKind})`, () => {
  beforeAll(async () => {
    await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    await insertManyListings(host.id, 1_050);
  });

  it("says 'Plus de 1 000 résultats' and how to narrow the search, never a false exact count", async () => {
    const page = await renderRoute(search, "/search");
    expect(page.status).toBe(200);
    // French thousands are separated by a narrow no-break space.
    expect(page.html).toMatch(/Plus de 1\s000 résultats/);
    expect(page.html).toMatch(/Seuls les 1\s000 premiers sont proposés/);
    expect(page.html.replace(/Plus de 1\s000 résultats/, "")).not.toMatch(/\d\s\d{3} résultats/);
    expect(page.html).toContain('aria-label="Page 42"');
    expect(page.html).not.toContain('aria-label="Page 43"');
  });

  it("sends a page past the offered ones back to the last one", async () => {
    expect(await renderRoute(search, "/search?page=44")).toMatchObject({ status: 302, location: "/search?page=42" });
    const last = await renderRoute(search, "/search?page=42");
    expect(last.status).toBe(200);
    expect(last.html.match(/href="\/property\//g)).toHaveLength(24);
  });

  it("gives the exact count again once the search is narrow enough", async () => {
    // Cotonou holds every third listing: 350, under the cap.
    const page = await renderRoute(search, "/search?destination=Cotonou");
    expect(page.html).toContain("350 résultats");
    expect(page.html).not.toContain("Plus de");
    expect(page.html).not.toContain("Seuls les");
  });

  it("lets the sort choices wrap, so the page fits a 320-pixel phone", async () => {
    const page = await renderRoute(search, "/search");
    expect(page.html).toMatch(/<nav aria-label="Trier par" class="[^"]*\bflex-wrap\b/);
  });
});
