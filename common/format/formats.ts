// Formats for a language, bound: what a page (app/lib/texts.ts useFormat) or an e-mail
// rendered for its recipient uses.
import type { Lang } from "#common/i18n";
import { formatDateTime, formatDay, formatLongDate, formatTime } from "./date";
import { formatFcfa } from "./money";
import { formatNumber, formatRating } from "./number";

export type Formats = ReturnType<typeof formatsFor>;

export function formatsFor(lang: Lang) {
  return {
    lang,
    money: (amount: number) => formatFcfa(amount, lang),
    number: (value: number) => formatNumber(value, lang),
    rating: (value: number) => formatRating(value, lang),
    longDate: (date: string) => formatLongDate(date, lang),
    dateTime: (instant: string | Date) => formatDateTime(instant, lang),
    day: (instant: string | Date) => formatDay(instant, lang),
    time: (instant: string | Date) => formatTime(instant, lang),
  };
}
