// The reader's language on the page, and the texts and formats that go with it. The
// language comes from the address (common/i18n.ts langOfPath), the same on the server and
// in the browser, so hydration matches.
import { useInRouterContext, useLocation } from "react-router";
import { formatsFor } from "#common/format/formats";
import { DEFAULT_LANG, langOfPath, type ByLang, type Lang } from "#common/i18n";

export function useLang(): Lang {
  // A component shown outside a router (rendered alone, in a test) has no address: it gets
  // the reference language. Whether a router surrounds a component never changes while it
  // lives, so the hooks below run in the same order at every render.
  if (!useInRouterContext()) return DEFAULT_LANG;
  return langOfPath(useLocation().pathname);
}

/** One area's texts in the page's language: `const texts = useTexts(bookingTexts)`. */
export function useTexts<T>(texts: ByLang<T>): T {
  return texts[useLang()];
}

/** The formats of the page's language, bound (money, numbers, dates). */
export function useFormat() {
  return formatsFor(useLang());
}
