import { describe, expect, it } from "vitest";
import { alternateLinks } from "./alternate-links";

describe("hreflang alternates: every language and x-default, from either language's address", () => {
  it.each(["/search", "/en/search"])("%s", (pathname) => {
    expect(alternateLinks(pathname, "https://site.bj/")).toEqual([
      { hrefLang: "fr", href: "https://site.bj/search" },
      { hrefLang: "en", href: "https://site.bj/en/search" },
      { hrefLang: "x-default", href: "https://site.bj/search" },
    ]);
  });

  it("the home page: / and /en", () => {
    expect(alternateLinks("/en", "https://site.bj").map((link) => link.href)).toEqual([
      "https://site.bj/",
      "https://site.bj/en",
      "https://site.bj/",
    ]);
  });
});
