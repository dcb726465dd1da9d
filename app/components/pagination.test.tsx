import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { pageHref, Pagination, visiblePages } from "./pagination";

describe("visiblePages", () => {
  it("shows first, last and neighbours with gaps", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    // A gap of one page shows the page rather than '…'.
    expect(visiblePages(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(visiblePages(20, 20)).toEqual([1, null, 19, 20]);
  });
});

describe("pageHref", () => {
  it("keeps the other parameters and leaves page 1 out", () => {
    expect(pageHref("/search", "?destination=Cotonou&type=villa&type=maison&page=3", 4)).toBe(
      "/search?destination=Cotonou&type=villa&type=maison&page=4",
    );
    expect(pageHref("/search", "?destination=Cotonou&page=3", 1)).toBe("/search?destination=Cotonou");
    expect(pageHref("/vehicles", "", 2)).toBe("/vehicles?page=2");
  });
});

describe("Pagination", () => {
  const render = (page: number, totalPages: number) =>
    renderToString(
      <MemoryRouter>
        <Pagination page={page} totalPages={totalPages} hrefFor={(target) => pageHref("/vehicles", "", target)} />
      </MemoryRouter>,
    );

  it("renders nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("marks the current page and links the neighbours", () => {
    const html = render(2, 3);
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    expect(html).toContain('href="/vehicles"');
    expect(html).toContain('href="/vehicles?page=3"');
    expect(html).toContain("Précédent");
    expect(html).toContain("Suivant");
    expect(render(1, 3)).not.toContain("Précédent");
    expect(render(3, 3)).not.toContain("Suivant");
  });
});
