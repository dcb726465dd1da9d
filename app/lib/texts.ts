// The reader's language on the page, and the texts and formats that go with it. The
// language comes from the address (common/i18n.ts langOfPath), the same on the server and
// in the browser, so hydration matches.
import { useLocation } from "react-router";
import { formatsFor } from "#common/format/formats";
import { langOfPath, type ByLang, type Lang } from "#common/i18n";

export function useLang(): Lang {
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
