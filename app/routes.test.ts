// English under /en/ (docs/decisions/030): every French page has its English twin, served by
// the same module; endpoints keep one address, and the links' rule (common/i18n.ts) agrees.
import { describe, expect, it } from "vitest";
import { isLanguageNeutralPath, langOfPath } from "#common/i18n";
import routes, { endpoints, pages } from "./routes";

const byPath = new Map(routes.map((entry) => [entry.index ? "" : entry.path, entry]));
// A concrete address for a route pattern (':id' and '*' filled in).
const sample = (path: string) => `/${path.replace(/:[a-zA-Z]+/g, "x1").replace("*", "anything")}`;

describe("app/routes.ts: French pages and their English twins", () => {
  it("gives every French page an English twin under /en, with the same module", () => {
    for (const page of pages) {
      const english = page.index ? "en" : `en/${page.path}`;
      const twin = byPath.get(english);
      expect(twin, `/${english} is missing`).toBeDefined();
      expect(twin!.file).toBe(page.file);
    }
    expect(routes.filter((entry) => entry.path === "en" || entry.path?.startsWith("en/"))).toHaveLength(pages.length);
  });

  it("gives every route an id of its own", () => {
    const ids = routes.map((entry) => entry.id ?? entry.file.replace(/\.[^/.]+$/, ""));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads the twins' addresses as English and the French pages' as French", () => {
    for (const page of pages) {
      const french = page.index ? "/" : sample(page.path!);
      expect(langOfPath(french)).toBe("fr");
      expect(langOfPath(page.index ? "/en" : `/en${french}`)).toBe("en");
    }
  });

  it("keeps endpoints (API, files) at one address, and links never localize them", () => {
    for (const endpoint of endpoints) {
      expect(byPath.has(`en/${endpoint.path}`)).toBe(false);
      expect(isLanguageNeutralPath(sample(endpoint.path!)), endpoint.path).toBe(true);
    }
    for (const page of pages) {
      if (page.index) continue;
      expect(isLanguageNeutralPath(sample(page.path!)), page.path).toBe(false);
    }
  });
});
