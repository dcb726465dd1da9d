// Every plain number the product shows (counts, statistics, ratings), in one module, in the
// reader's language. Money has its own module (money.ts), built on this one.
import { LOCALE_TAGS, type Lang } from "#common/i18n";

const cache = new Map<string, Intl.NumberFormat>();
export function numberFormatter(lang: Lang, key: string, options: Intl.NumberFormatOptions) {
  const id = `${lang}:${key}`;
  let made = cache.get(id);
  if (!made) {
    made = new Intl.NumberFormat(LOCALE_TAGS[lang], options);
    cache.set(id, made);
  }
  return made;
}

/** 12345 -> '12 345' in French. */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormatter(lang, "integer", { maximumFractionDigits: 0 }).format(value);
}

/** 4.75 -> '4,8' in French (one decimal, always shown). */
export function formatRating(value: number, lang: Lang): string {
  return numberFormatter(lang, "rating", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
