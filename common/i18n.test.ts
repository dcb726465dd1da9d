import { describe, expect, it } from "vitest";
import { isLanguageNeutralPath, langOfPath, localizedPath, requestLang, unlocalizedPath } from "./i18n";

describe("langOfPath: English lives under /en, everything else is French", () => {
  it.each([
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/search", "en"],
    ["/en/property/abc", "en"],
    ["/", "fr"],
    ["/search", "fr"],
    ["/english", "fr"],
    ["/enfants", "fr"],
    ["/fr/en", "fr"],
    ["", "fr"],
  ])("%s is %s", (path, lang) => {
    expect(langOfPath(path)).toBe(lang);
  });

  it("reads a request's address, query aside", () => {
    expect(requestLang(new URL("https://site.bj/en/search?q=/en/x"))).toBe("en");
    expect(requestLang(new URL("https://site.bj/search?next=/en/faq"))).toBe("fr");
  });
});

describe("localizedPath: an internal address in a language", () => {
  it.each([
    ["en", "/", "/en"],
    ["en", "/search?q=Cotonou&guests=2", "/en/search?q=Cotonou&guests=2"],
    ["en", "/?q=x", "/en?q=x"],
    ["en", "/#top", "/en#top"],
    ["en", "/property/abc#reviews", "/en/property/abc#reviews"],
    ["en", "/en/faq", "/en/faq"],
    ["en", "/en", "/en"],
    ["fr", "/en/faq?x=1", "/faq?x=1"],
    ["fr", "/en", "/"],
    ["fr", "/en?q=x", "/?q=x"],
    ["fr", "/search", "/search"],
    ["fr", "/english", "/english"],
    ["en", "/english", "/en/english"],
  ] as const)("(%s, %s) -> %s", (lang, path, expected) => {
    expect(localizedPath(lang, path)).toBe(expected);
  });

  it("leaves other sites' addresses and relative ones alone", () => {
    for (const path of ["https://fedapay.com/x", "//evil.example/en", "mailto:a@b.bj", "#top", "?page=2"]) {
      expect(localizedPath("en", path)).toBe(path);
      expect(localizedPath("fr", path)).toBe(path);
    }
  });

  it("round-trips: stripping the prefix gives back the French address", () => {
    for (const path of ["/", "/search?q=a", "/property/x", "/account"]) {
      expect(unlocalizedPath(localizedPath("en", path))).toBe(path);
      expect(localizedPath("fr", localizedPath("en", path))).toBe(path);
    }
  });
});

describe("isLanguageNeutralPath: endpoints and files keep one address", () => {
  it.each([
    ["/api/notifications", true],
    ["/api/auth/sign-in", true],
    ["/sitemap.xml", true],
    ["/earnings.csv", true],
    ["/account/data.json", true],
    ["/calendars/abc.ics", true],
    ["/media/x/640.webp", true],
    ["/fedapay-standin/checkout/1", true],
    ["/search", false],
    ["/account", false],
    ["/property/abc", false],
    ["/apiculture", false],
  ])("%s -> %s", (path, neutral) => {
    expect(isLanguageNeutralPath(path)).toBe(neutral);
  });

  it("never localizes them", () => {
    expect(localizedPath("en", "/api/notifications")).toBe("/api/notifications");
    expect(localizedPath("en", "/earnings.csv?year=2026")).toBe("/earnings.csv?year=2026");
  });
});

describe("a language's prefix never opens a way to another site", () => {
  it.each(["/en//evil.example", "/en///evil.example/x", "/en//evil.example?q=1"])("%s", (path) => {
    for (const lang of ["fr", "en"] as const) {
      const result = localizedPath(lang, path);
      expect(result.startsWith("//")).toBe(false);
      expect(new URL(result, "https://site.bj").origin).toBe("https://site.bj");
    }
    expect(unlocalizedPath(path).startsWith("//")).toBe(false);
  });
});
