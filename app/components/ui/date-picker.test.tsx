import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "#app/components/breadcrumb";
import { DatePicker } from "./date-picker";

const noop = () => {};

describe("DatePicker before hydration", () => {
  it("shows the chosen date in French long style and carries it in a hidden input", () => {
    const html = renderToString(
      <DatePicker label="Date d'arrivée" name="startDate" value="2026-03-12" onChange={noop} />,
    );
    expect(html).toContain("12 mars 2026");
    expect(html).toMatch(/<input type="hidden" name="startDate" value="2026-03-12"\/>/);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    // The calendar itself only opens in the browser.
    expect(html).not.toContain('role="dialog"');
  });

  it("shows the placeholder and an empty value when nothing is chosen", () => {
    const html = renderToString(<DatePicker label="Date de départ" name="endDate" value={null} onChange={noop} />);
    expect(html).toContain("Choisir une date");
    expect(html).toMatch(/name="endDate" value=""/);
  });
});

describe("Breadcrumb", () => {
  it("links every step but the current page", () => {
    const html = renderToString(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { label: "Accueil", to: "/" },
            { label: "Véhicules", to: "/category/vehicules" },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Fil d&#x27;Ariane"');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Accueil<\/a>/);
    expect(html).not.toContain('href="/category/vehicules"');
    expect(html).toMatch(/aria-current="page"[^>]*>Véhicules</);
  });
});
