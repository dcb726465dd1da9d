import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parseSearchParams } from "#common/search-params";
import { resetFiltersHref, SearchFilters } from "./search-filters";

/** True when the markup has a <tag> carrying every attribute given (in any order). */
function hasTag(html: string, tag: string, attributes: Record<string, string>): boolean {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.some((found) =>
    Object.entries(attributes).every(([name, value]) => found.includes(` ${name}="${value}"`)),
  );
}

const criteriaOf = (query: string) => parseSearchParams(new URLSearchParams(query), "2026-03-01");

function render(query: string) {
  // Form needs a data router.
  const router = createMemoryRouter([{ path: "/search", element: <SearchFilters criteria={criteriaOf(query)} /> }], {
    initialEntries: [`/search?${query}`],
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("SearchFilters", () => {
  it("takes the filters toggle out of the tab order at desktop widths, where its label is hidden", () => {
    const html = render("");
    const toggle = html.match(/<input type="checkbox" id="filters-toggle"[^>]*>/)?.[0] ?? "";
    const label = html.match(/<label for="filters-toggle"[^>]*>/)?.[0] ?? "";
    expect(label).toContain("lg:hidden");
    expect(toggle).toMatch(/class="[^"]*\blg:hidden\b/);
  });

  it("is a GET form that keeps the search and clears the page", () => {
    const html = render("destination=Cotonou&startDate=2026-04-01&endDate=2026-04-03&guests=2&sort=price_asc&page=4");
    expect(hasTag(html, "form", { method: "get", action: "/search" })).toBe(true);
    for (const [name, value] of [
      ["destination", "Cotonou"],
      ["startDate", "2026-04-01"],
      ["endDate", "2026-04-03"],
      ["guests", "2"],
      ["sort", "price_asc"],
    ]) {
      expect(hasTag(html, "input", { type: "hidden", name: name!, value: value! })).toBe(true);
    }
    expect(html).not.toContain('name="page"');
  });

  it("shows the spec's types and amenities, checked from the address", () => {
    const html = render("type=villa&type=vehicule&amenities=piscine&city=Ouidah&maxPrice=50000");
    for (const label of [
      "Appartement",
      "Villa",
      "Maison",
      "Chambre",
      "Véhicule",
      "WiFi",
      "Piscine",
      "Climatisation",
      "Parking",
      "Vue sur mer",
      "Cuisine",
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(hasTag(html, "input", { name: "type", value: "villa", checked: "" })).toBe(true);
    expect(hasTag(html, "input", { name: "type", value: "vehicule", checked: "" })).toBe(true);
    expect(hasTag(html, "input", { name: "type", value: "maison", checked: "" })).toBe(false);
    expect(hasTag(html, "input", { name: "type", value: "maison" })).toBe(true);
    expect(hasTag(html, "input", { name: "amenities", value: "piscine", checked: "" })).toBe(true);
    expect(hasTag(html, "input", { name: "city", value: "Ouidah" })).toBe(true);
    expect(
      hasTag(html, "input", { type: "range", name: "maxPrice", min: "0", max: "100000", step: "5000", value: "50000" }),
    ).toBe(true);
    expect(html).toContain("50\u202f000\u00a0FCFA");
  });

  it("resets the filters but keeps the search", () => {
    expect(resetFiltersHref(criteriaOf("destination=Cotonou&guests=3&type=villa&maxPrice=5000&sort=price_asc"))).toBe(
      "/search?destination=Cotonou&guests=3",
    );
    expect(resetFiltersHref(criteriaOf("type=villa"))).toBe("/search");
  });
});
