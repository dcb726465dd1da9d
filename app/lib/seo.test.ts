import { describe, expect, it } from "vitest";
import { absoluteUrl, listingOgImage, originOf, pageTitle, previewImageMeta, seoMeta, summarize } from "./seo";

const content = (meta: ReturnType<typeof seoMeta>, key: string) =>
  meta.find((tag) => ("property" in tag ? tag.property === key : "name" in tag && tag.name === key)) as
    { content: string } | undefined;

describe("seo helpers", () => {
  it("appends the brand to a page title once", () => {
    expect(pageTitle("Villa Océane à Ouidah", "fr")).toBe("Villa Océane à Ouidah | Bénin Voyages");
    expect(pageTitle("Bénin Voyages — Accueil", "fr")).toBe("Bénin Voyages — Accueil");
  });

  it("summarizes on a word boundary without trailing punctuation", () => {
    const text = `Belle villa,   avec piscine.\n\n${"très calme ".repeat(30)}`;
    const summary = summarize(text, 60);
    expect(summary.length).toBeLessThanOrEqual(60);
    expect(summary.endsWith("…")).toBe(true);
    expect(summary).not.toMatch(/\s…$/);
    expect(summary).not.toContain("\n");
    expect(summarize("  Court.  ")).toBe("Court.");
  });

  it("makes paths absolute and keeps absolute URLs", () => {
    expect(absoluteUrl("/a", "https://site.bj/")).toBe("https://site.bj/a");
    expect(absoluteUrl("a", "https://site.bj")).toBe("https://site.bj/a");
    expect(absoluteUrl("https://cdn.bj/x.webp", "https://site.bj")).toBe("https://cdn.bj/x.webp");
    expect(absoluteUrl("/a")).toBe("/a");
  });

  it("builds French Open Graph and Twitter tags with absolute URLs", () => {
    const meta = seoMeta({
      lang: "fr",
      title: "Accueil",
      description: "Bienvenue",
      path: "/",
      origin: "https://site.bj",
    });
    expect(meta).toContainEqual({ title: "Accueil | Bénin Voyages" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://site.bj/" });
    expect(content(meta, "og:locale")?.content).toBe("fr_FR");
    expect(content(meta, "og:url")?.content).toBe("https://site.bj/");
    expect(content(meta, "og:image")?.content).toBe("https://site.bj/og-default.png");
    expect(content(meta, "og:image:secure_url")?.content).toBe("https://site.bj/og-default.png");
    expect(content(meta, "twitter:card")?.content).toBe("summary_large_image");
    expect(content(meta, "description")?.content).toBe("Bienvenue");
    expect(content(meta, "robots")).toBeUndefined();
  });

  it("gives link previews a JPEG or a PNG, never a WebP: the brand's PNG instead (issue 17)", () => {
    const origin = "https://site.bj";
    const brandPng = "https://site.bj/og-default.png";
    const image = (url: string, type?: string) =>
      content(
        seoMeta({ lang: "fr", title: "t", description: "d", path: "/", origin, image: { url, type } }),
        "og:image",
      );
    expect(content(seoMeta({ lang: "fr", title: "t", description: "d", path: "/", origin }), "og:image:type")).toEqual({
      property: "og:image:type",
      content: "image/png",
    });
    expect(image("/media/a/preview.jpg", "image/jpeg")?.content).toBe("https://site.bj/media/a/preview.jpg");
    expect(image("/media/a/cover.png")?.content).toBe("https://site.bj/media/a/cover.png");
    expect(image("/media/a/1280.webp")?.content).toBe(brandPng);
    expect(image("/media/a/1280.webp", "image/webp")?.content).toBe(brandPng);
    // A WebP named like a JPEG, or a JPEG's name on another type: not trusted either.
    expect(image("/media/a/preview.jpg", "image/webp")?.content).toBe(brandPng);
    expect(image("/media/a/1280.webp?format=.jpg")?.content).toBe(brandPng);
    const tags = previewImageMeta({ url: "/x/1280.WEBP" }, origin, "fr");
    expect(content(tags, "twitter:image")?.content).toBe(brandPng);
    expect(content(tags, "og:image:width")?.content).toBe("1200");
  });

  it("reads the public address the root loader gives, for pages without a loader", () => {
    expect(originOf([{ id: "root", data: { origin: "https://site.bj" } }, { id: "routes/about" }])).toBe(
      "https://site.bj",
    );
    expect(originOf([{ id: "root", loaderData: { origin: "https://site.bj" } }])).toBe("https://site.bj");
    expect(originOf([{ id: "routes/about", data: { origin: "https://pirate.example" } }])).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });

  it("gives an English page its English canonical address, whatever path the page passes", () => {
    for (const path of ["/property/abc", "/en/property/abc"]) {
      const meta = seoMeta({ lang: "en", title: "Villa", description: "x", path, origin: "https://site.bj" });
      expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://site.bj/en/property/abc" });
      expect(content(meta, "og:url")?.content).toBe("https://site.bj/en/property/abc");
    }
    const home = seoMeta({ lang: "en", title: "Home", description: "x", path: "/", origin: "https://site.bj" });
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://site.bj/en" });
    // A French page's canonical never points at the English one.
    const french = seoMeta({
      lang: "fr",
      title: "Villa",
      description: "x",
      path: "/en/faq",
      origin: "https://site.bj",
    });
    expect(french).toContainEqual({ tagName: "link", rel: "canonical", href: "https://site.bj/faq" });
  });

  it("marks pages that must not be indexed", () => {
    const meta = seoMeta({ lang: "fr", title: "Page introuvable", description: "x", path: "/nope", noIndex: true });
    expect(content(meta, "robots")?.content).toBe("noindex");
  });

  it("picks the 1280 px picture for previews, else the largest", () => {
    // A JPEG rendition 1200×630 whatever the picture's widths (WhatsApp does not always show WebP).
    const big = listingOgImage(
      { key: "properties/a", widths: [320, 640, 960, 1280], width: 1280, height: 960 },
      "https://site.bj",
      "Villa",
    );
    expect(big).toEqual({
      url: "https://site.bj/media/properties/a/preview.jpg",
      width: 1200,
      height: 630,
      alt: "Villa",
      type: "image/jpeg",
    });
    const small = listingOgImage(
      { key: "properties/b", widths: [320, 640], width: 640, height: 400 },
      "https://site.bj",
      "Studio",
    );
    expect(small).toMatchObject({ url: "https://site.bj/media/properties/b/preview.jpg", width: 1200, height: 630 });
    expect(listingOgImage({ key: "properties/c", widths: [], width: 0, height: 0 }, "https://site.bj", "x")).toBeNull();
  });
});
