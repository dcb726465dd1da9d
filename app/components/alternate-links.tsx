// The page's other languages for search engines: <link rel="alternate" hreflang> for each
// language and x-default (French, the reference), on every page (docs/decisions/030). The
// canonical address stays each page's own (app/lib/seo.ts, in the page's language).
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { absoluteUrl } from "#app/lib/seo";
import { DEFAULT_LANG, LANGUAGES, localizedPath } from "#common/i18n";

/** The alternates of a path ('/en/faq' or '/faq'): one per language, then x-default. */
export function alternateLinks(pathname: string, origin: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hrefLang: lang, href: absoluteUrl(localizedPath(lang, pathname), origin) })),
    { hrefLang: "x-default", href: absoluteUrl(localizedPath(DEFAULT_LANG, pathname), origin) },
  ];
}

export function AlternateLinks() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  // An unknown address has no other language to offer.
  const notFound = useMatches().some((match) => match.id.endsWith("routes/not-found"));
  if (!root?.origin || notFound) return null;
  return (
    <>
      {alternateLinks(pathname, root.origin).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
