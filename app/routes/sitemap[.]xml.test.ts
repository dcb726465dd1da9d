import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { buildSitemap, loader, STATIC_SITEMAP_PATHS } from "./sitemap[.]xml";

const ORIGIN = "https://benin-voyages.example";

describe(`sitemap.xml (${databaseKind})`, () => {
  let approvedIds: string[];
  let hiddenIds: string[];

  beforeAll(async () => {
    setEnv(
      parseEnv({ PUBLIC_URL: ORIGIN, BETTER_AUTH_SECRET: "s".repeat(32), FEDAPAY_STANDIN: "on", MAIL_ON_DISK: "on" }),
    );
    await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    approvedIds = [
      (await createListing({ userId: host.id, updatedAt: new Date("2025-06-22T10:00:00Z") })).id,
      (await createListing({ userId: host.id, isVehicle: true })).id,
    ];
    hiddenIds = [
      (await createListing({ userId: host.id, status: "pending" })).id,
      (await createListing({ userId: host.id, status: "rejected" })).id,
    ];
  });

  it("lists the public pages and approved listings only, as absolute URLs, in XML", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const path of STATIC_SITEMAP_PATHS) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}${path === "/" ? "/en" : `/en${path}`}</loc>`);
    }
    for (const id of approvedIds) {
      expect(xml).toContain(`<loc>${ORIGIN}/property/${id}</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/en/property/${id}</loc>`);
    }
    for (const id of hiddenIds) expect(xml).not.toContain(id);
    expect(xml).toContain(`<loc>${ORIGIN}/property/${approvedIds[0]}</loc><lastmod>2025-06-22</lastmod>`);
    expect(xml).not.toMatch(/\/auth|\/payment|dashboard/);
  });

  it("lists each page in French and English, each naming both and x-default (French)", () => {
    const xml = buildSitemap(ORIGIN, [{ id: "abc", updatedAt: "2025-06-22T10:00:00Z" }]);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/property/abc"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/property/abc"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/property/abc"/>`;
    expect(xml).toContain(`<url><loc>${ORIGIN}/property/abc</loc><lastmod>2025-06-22</lastmod>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/en/property/abc</loc><lastmod>2025-06-22</lastmod>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/en</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(2 * (STATIC_SITEMAP_PATHS.length + 1));
  });

  it("escapes XML special characters and skips unreadable dates", () => {
    const xml = buildSitemap("https://a.bj/?x=1&y=<2>", [{ id: "abc", updatedAt: "pas une date" }]);
    expect(xml).toContain("<loc>https://a.bj/?x=1&amp;y=&lt;2&gt;/</loc>");
    expect(xml).toContain("<url><loc>https://a.bj/?x=1&amp;y=&lt;2&gt;/property/abc</loc><xhtml:link");
    expect(xml).not.toContain("<lastmod>");
  });
});
