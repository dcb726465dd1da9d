// The languages of the interface, e-mails and notifications. French is the reference: every
// text exists in French first, and each other language gives every key (TypeScript and
// common/texts/texts.test.ts check it). What hosts and travelers write is shown as written.
export const LANGUAGES = ["fr", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "fr";

/** The BCP 47 tag each language formats numbers and dates with (Intl), and `<html lang>`. */
export const LOCALE_TAGS: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };

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
 * The language of a page from its address. French pages have no prefix; a language added
 * later gets its own (`/en/…`), decided here and nowhere else.
 */
export function langOfPath(_pathname: string): Lang {
  return DEFAULT_LANG;
}

/** The language of a request, from React Router's `url` (the page's address). */
export function requestLang(url: URL): Lang {
  return langOfPath(url.pathname);
}

/** One value per language, made by `make` (texts combined from several areas, say). */
export function byLang<T>(make: (lang: Lang) => T): ByLang<T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as ByLang<T>;
}
