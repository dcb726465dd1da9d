// The languages of the interface, e-mails and notifications. French is the reference: every
// text exists in French first, and each other language gives every key (TypeScript and
// common/texts/texts.test.ts check it). What hosts and travelers write is shown as written.
export const LANGUAGES = ["fr", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "fr";

/** The BCP 47 tag of each language: `<html lang>`, and the Intl locale whose numbers and dates common/format writes. */
export const LOCALE_TAGS: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };

/**
 * Each language's name in itself ('English' on a French page too): the language switch's
 * words, the same whatever the page's language, so no text area holds them.
 */
export const LANGUAGE_NAMES: Record<Lang, string> = { fr: "Français", en: "English" };

/** One area's texts in every language. */
export type ByLang<T> = Record<Lang, T>;

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A language read from storage or a request, or the reference one. */
export function langOrDefault(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/**
 * The language of a page from its address: `/en` and `/en/…` are English, everything else
 * French (the reference has no prefix). Decided here and nowhere else (docs/decisions/030).
 */
export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : DEFAULT_LANG;
}

/** The prefix a language's pages live under: "" for French, "/en" for English. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? "" : `/${lang}`;
}

/**
 * An address without its language prefix: '/en/search?q=x' -> '/search?q=x', '/en' -> '/'.
 * French addresses come back as they are.
 */
export function unlocalizedPath(path: string): string {
  const lang = langOfPath(path.replace(/[?#].*$/, ""));
  if (lang === DEFAULT_LANG) return path;
  const rest = path.slice(langPrefix(lang).length);
  if (rest === "" || rest.startsWith("?") || rest.startsWith("#")) return `/${rest}`;
  // '/en//evil.example' must never become '//evil.example', another site for a browser.
  return rest.replace(/^\/{2,}/, "/");
}

/**
 * Addresses that are not pages have one address whatever the language (docs/decisions/030):
 * the API (`/api/…`), the iCal calendars (`/calendars/…`), the FedaPay stand-in and files (a last segment with an extension:
 * sitemap.xml, earnings.csv, account/data.json, a calendar's .ics, pictures).
 */
export function isLanguageNeutralPath(pathname: string): boolean {
  if (/^\/(api|media|assets|calendars|fedapay-standin)(\/|$)/.test(pathname)) return true;
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/") + 1));
}

/**
 * An internal address in a language: localizedPath("en", "/search?q=x") -> '/en/search?q=x',
 * localizedPath("en", "/") -> '/en', localizedPath("fr", "/en/faq") -> '/faq'. Only
 * pages of this site ('/…', not '//…') change; endpoints and other sites' addresses come
 * back untouched.
 */
export function localizedPath(lang: Lang, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (isLanguageNeutralPath(path.replace(/[?#].*$/, ""))) return path;
  const base = unlocalizedPath(path);
  const prefix = langPrefix(lang);
  if (prefix === "") return base;
  if (base === "/") return prefix;
  return base.startsWith("/?") || base.startsWith("/#") ? `${prefix}${base.slice(1)}` : `${prefix}${base}`;
}

/** The language of a request, from React Router's `url` (the page's address). */
export function requestLang(url: URL): Lang {
  return langOfPath(url.pathname);
}

/** One value per language, made by `make` (texts combined from several areas, say). */
export function byLang<T>(make: (lang: Lang) => T): ByLang<T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as ByLang<T>;
}

/**
 * Whether this code runs in the browser's production bundle, where each language's texts are
 * loaded only by its own pages (docs/decisions/030). `import.meta.env` is Vite's: absent
 * under plain Node (scripts), and not the production client under Vitest or the dev server.
 */
const textsLoadedByLanguage = import.meta.env?.PROD === true && import.meta.env.SSR === false;

/**
 * An area's texts in `lang`, other than the reference, for its `ByLang` table: the server
 * (and every script and test) has them all; the browser loads them as their own chunk, only
 * on a page in that language. A module's top-level `await` of it holds the route module
 * that imports the area until its texts are there, before the first render. On the other
 * languages' pages the slot holds the reference texts, never shown: a page's language never
 * changes without loading the document again (the language switch, app/lib/local-links).
 */
export async function textsIn<T>(lang: Lang, reference: T, load: () => Promise<T>): Promise<T> {
  if (!textsLoadedByLanguage || langOfPath(window.location.pathname) === lang) return load();
  return reference;
}
