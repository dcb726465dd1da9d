import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ListingCard } from "#server/listings/types";
import { ListingCard as Card } from "./listing-card";
import { ListingGrid } from "./listing-grid";

const listing: ListingCard = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Villa du lac",
  city: "Cotonou",
  country: "Bénin",
  category: "Villa",
  isVehicle: false,
  price: 45_000,
  maxGuests: 4,
  cover: null,
  rating: { average: 4.5, count: 2 },
  createdAt: "2026-01-01T00:00:00Z",
};

describe("listing cards' heading levels", () => {
  it("titles the cards of a grid, which sits right under the page's h1, as h2 (no skipped level)", () => {
    const html = renderToString(
      <MemoryRouter>
        <ListingGrid listings={[listing]} label="Résultats" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h2[^>]*>Villa du lac<\/h2>/);
    expect(html).not.toContain("<h3");
  });

  it("keeps h3 for a card inside a section that has its own h2 (the home page's tabs)", () => {
    const html = renderToString(
      <MemoryRouter>
        <Card listing={listing} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h3[^>]*>Villa du lac<\/h3>/);
  });
});

describe("listing grid pictures' loading", () => {
  it("gives the first picture high priority, fetches the next ones at once at the browser's priority, the rest when scrolled to", () => {
    const withCover = (index: number): ListingCard => ({
      ...listing,
      id: `11111111-1111-4111-8111-11111111111${index}`,
      cover: { key: `properties/cover${index}`, widths: [320, 640], width: 640, height: 480 },
    });
    const html = renderToString(
      <MemoryRouter>
        <ListingGrid listings={[0, 1, 2].map(withCover)} label="Résultats" />
      </MemoryRouter>,
    );
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    const loading = images.map((tag) => [/loading="(\w+)"/.exec(tag)?.[1], /fetchPriority="(\w+)"/i.exec(tag)?.[1]]);
    expect(loading).toEqual([
      ["eager", "high"],
      ["eager", "auto"],
      ["lazy", "auto"],
    ]);
  });
});
