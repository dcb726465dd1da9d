import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SearchBar, searchHref } from "./search-bar";

const render = (element: React.ReactNode) => renderToString(<MemoryRouter>{element}</MemoryRouter>);

/** True when the markup has a <tag> carrying every attribute given (in any order). */
function hasTag(html: string, tag: string, attributes: Record<string, string>): boolean {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.some((found) =>
    Object.entries(attributes).every(([name, value]) => found.includes(` ${name}="${value}"`)),
  );
}

describe("searchHref", () => {
  it("sends only what was chosen: trimmed destination, picked dates, guests above 1", () => {
    expect(searchHref({ destination: "  Cotonou ", startDate: null, endDate: null, guests: 1 })).toBe(
      "/search?destination=Cotonou",
    );
    expect(searchHref({ destination: "   ", startDate: null, endDate: null, guests: 1 })).toBe("/search");
    expect(searchHref({ destination: "", startDate: "2026-03-12", endDate: "2026-03-15", guests: 3 })).toBe(
      "/search?startDate=2026-03-12&endDate=2026-03-15&guests=3",
    );
  });

  it("encodes hostile text instead of breaking the address", () => {
    expect(searchHref({ destination: "a&b=c#d", startDate: null, endDate: null, guests: 1 })).toBe(
      "/search?destination=a%26b%3Dc%23d",
    );
  });
});

describe("SearchBar before hydration", () => {
  it("is a GET form to /search whose hidden inputs carry the ISO dates and guests", () => {
    const html = render(
      <SearchBar initial={{ destination: "Ouidah", startDate: "2030-03-12", endDate: "2030-03-15", guests: 3 }} />,
    );
    expect(hasTag(html, "form", { method: "get", action: "/search" })).toBe(true);
    expect(html).toContain('name="destination"');
    expect(html).toContain('value="Ouidah"');
    expect(hasTag(html, "input", { type: "hidden", name: "startDate", value: "2030-03-12" })).toBe(true);
    expect(hasTag(html, "input", { type: "hidden", name: "endDate", value: "2030-03-15" })).toBe(true);
    expect(hasTag(html, "input", { type: "hidden", name: "guests", value: "3" })).toBe(true);
  });

  it("shows the French labels, dates in long style and the people count", () => {
    const html = render(<SearchBar initial={{ startDate: "2030-03-12", guests: 1 }} variant="compact" />);
    for (const label of ["Destination", "Date d&#x27;arrivée", "Date de départ", "Nombre de personnes", "Rechercher"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("12 mars 2030");
    expect(html).toContain("1 personne<");
    expect(html).toContain("Choisir une date");
    // Never below 1: the minus button starts disabled.
    expect(hasTag(html, "button", { "aria-label": "Une personne de moins", disabled: "" })).toBe(true);
  });

  it("never starts below one person", () => {
    expect(hasTag(render(<SearchBar initial={{ guests: -4 }} />), "input", { name: "guests", value: "1" })).toBe(true);
    expect(render(<SearchBar initial={{ guests: 4 }} />)).toContain("4 personnes");
  });
});
