import { DEFAULT_LANG, LANGUAGES, localizedPath } from "#common/i18n";
import { getEnv } from "#server/env.server";
import { listSitemapEntries } from "#server/listings/public-listings.server";

/** Public pages that exist without data; private pages stay out (see robots.txt). */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/accommodations",
  "/vehicles",
  "/activities",
  "/tour-guides",
  "/faq",
  "/help-center",
  "/how-it-works",
  "/about",
  "/contact",
  "/terms-of-service",
  "/privacy-policy",
] as const;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The page's address in each language and x-default (French), for one <url>. */
function alternates(origin: string, path: string): string {
  const links = [...LANGUAGES.map((lang) => [lang, lang] as const), ["x-default", DEFAULT_LANG] as const];
  return links
    .map(
      ([hreflang, lang]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${localizedPath(lang, path)}`)}"/>`,
    )
    .join("");
}

/** One <url> per language of the page (French first), each naming the others (docs/decisions/030). */
function urlEntries(origin: string, path: string, lastModified?: string): string[] {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : "";
  return LANGUAGES.map(
    (lang) =>
      `  <url><loc>${escapeXml(`${origin}${localizedPath(lang, path)}`)}</loc>${lastmod}${alternates(origin, path)}</url>`,
  );
}

/** 'YYYY-MM-DD' (W3C date) from a timestamp, or nothing when it cannot be read. */
function toW3cDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function buildSitemap(origin: string, listings: { id: string; updatedAt: string }[]): string {
  const lines = [
    ...STATIC_SITEMAP_PATHS.flatMap((path) => urlEntries(origin, path)),
    ...listings.flatMap((listing) =>
      urlEntries(origin, `/property/${encodeURIComponent(listing.id)}`, toW3cDate(listing.updatedAt)),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader() {
  const body = buildSitemap(getEnv().publicUrl, await listSitemapEntries());
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
