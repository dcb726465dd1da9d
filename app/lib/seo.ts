// One place that writes a page's <head> tags (title, description, canonical, Open Graph,
// Twitter card) so every public page is described the same way to search engines and to
// link previews (WhatsApp and Facebook read og:*, X reads twitter:*).
import type { MetaDescriptor } from "react-router";
import { LOCALE_TAGS, localizedPath, type Lang } from "#common/i18n";
import { PREVIEW_IMAGE, previewImageUrl, type ImageRef } from "#common/media";
import { brandTexts } from "#common/texts/brand";

/** The brand's picture, for every page without one of its own: a PNG (public/og-default.png). */
export const DEFAULT_OG_IMAGE = {
  path: "/og-default.png",
  width: 1200,
  height: 630,
  type: "image/png",
};

/**
 * What a link preview may show: WhatsApp does not always show WebP (issue 17), so an
 * og:image is a JPEG or a PNG, or the brand's picture instead.
 */
export const PREVIEW_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;

function isPreviewable(image: SeoImage) {
  const path = image.url.split(/[?#]/)[0]!.toLowerCase();
  const byName = /\.(jpe?g|png)$/.test(path);
  return image.type ? (PREVIEW_IMAGE_TYPES as readonly string[]).includes(image.type) && byName : byName;
}

export type SeoImage = {
  /** Absolute URL, or a path made absolute with `origin`. */
  url: string;
  width?: number;
  height?: number;
  alt?: string;
  /** og:image:type ('image/jpeg'): previews read it before fetching. */
  type?: string;
};

export type SeoInput = {
  /** The page's language (meta: langOfPath(location.pathname)): the brand's name and og:locale. */
  lang: Lang;
  /** The page's own title; the brand is appended unless already there ('Villa Océane | Bénin Voyages'). */
  title: string;
  description: string;
  /**
   * Path of the page ('/property/…'), in any language: put in `lang` ('/en/property/…') and
   * made absolute with `origin` for canonical and og:url.
   */
  path: string;
  /** The public site address (getEnv().publicUrl, passed through the loader). */
  origin?: string;
  /** Falls back to the default brand picture so every shared link has a preview. */
  image?: SeoImage | null;
  type?: "website" | "article";
  /** Pages that must not be indexed (404, private pages). */
  noIndex?: boolean;
};

const MAX_DESCRIPTION = 160;

/** Collapses whitespace and cuts on a word boundary so previews do not end mid-word. */
export function summarize(text: string, max = MAX_DESCRIPTION): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
}

/** 'https://site.bj' + '/a' -> 'https://site.bj/a'; an absolute URL is kept as is. */
export function absoluteUrl(pathOrUrl: string, origin?: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!origin) return pathOrUrl;
  const base = origin.replace(/\/+$/, "");
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function pageTitle(title: string, lang: Lang): string {
  const brand = brandTexts[lang];
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const brand = brandTexts[input.lang];
  const title = pageTitle(input.title, input.lang);
  const description = summarize(input.description);
  const url = absoluteUrl(localizedPath(input.lang, input.path), input.origin);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: LOCALE_TAGS[input.lang].replace("-", "_") },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...previewImageMeta(input.image, input.origin, input.lang),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (input.noIndex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/**
 * The link preview's picture tags (og:image…, twitter:image): the page's own if it is a
 * JPEG or a PNG, else the brand's PNG; its URL absolute with `origin`.
 */
export function previewImageMeta(given: SeoImage | null | undefined, origin: string | undefined, lang: Lang) {
  const image: SeoImage =
    given && isPreviewable(given)
      ? given
      : { url: DEFAULT_OG_IMAGE.path, ...DEFAULT_OG_IMAGE, alt: brandTexts[lang].name };
  const imageUrl = absoluteUrl(image.url, origin);
  const meta: MetaDescriptor[] = [{ property: "og:image", content: imageUrl }];
  if (imageUrl.startsWith("https://")) meta.push({ property: "og:image:secure_url", content: imageUrl });
  if (image.type) meta.push({ property: "og:image:type", content: image.type });
  if (image.width) meta.push({ property: "og:image:width", content: String(image.width) });
  if (image.height) meta.push({ property: "og:image:height", content: String(image.height) });
  if (image.alt) meta.push({ property: "og:image:alt", content: image.alt });
  meta.push({ name: "twitter:image", content: imageUrl });
  return meta;
}

/** The public site address the root loader gives (server/accounts/root-session.server.ts). */
export function originOf(matches: readonly unknown[] | undefined): string | undefined {
  for (const match of matches ?? []) {
    const found = match as { id?: string; data?: unknown; loaderData?: unknown } | undefined;
    if (found?.id !== "root") continue;
    const data = (found.loaderData ?? found.data) as { origin?: unknown } | undefined;
    return typeof data?.origin === "string" ? data.origin : undefined;
  }
  return undefined;
}

/**
 * Link previews want one big picture, as JPEG (WhatsApp does not always show WebP): the
 * picture's 1200×630 preview rendition (server/media/preview-image.server.ts); null for a
 * picture without any stored width.
 */
export function listingOgImage(image: ImageRef, origin: string, alt: string): SeoImage | null {
  if (image.widths.length === 0) return null;
  return {
    url: absoluteUrl(previewImageUrl(image), origin),
    width: PREVIEW_IMAGE.width,
    height: PREVIEW_IMAGE.height,
    alt,
    type: PREVIEW_IMAGE.type,
  };
}
