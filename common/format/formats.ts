// Formats for a language, bound: what a page (app/lib/texts.ts useFormat) or an e-mail
// rendered for its recipient uses.
import type { Lang } from "#common/i18n";
import { formatDateTime, formatDay, formatDayOfMonth, formatLongDate, formatTime } from "./date";
import { formatMoney } from "./euro";
import { formatNumber, formatRating } from "./number";

export type Formats = ReturnType<typeof formatsFor>;

export function formatsFor(lang: Lang) {
  return {
    lang,
    /** FCFA, with the indicative euros in English (euro.ts). */
    money: (amount: number) => formatMoney(amount, lang),
    number: (value: number) => formatNumber(value, lang),
    rating: (value: number) => formatRating(value, lang),
    longDate: (date: string) => formatLongDate(date, lang),
    dayOfMonth: (date: string) => formatDayOfMonth(date, lang),
    dateTime: (instant: string | Date) => formatDateTime(instant, lang),
    day: (instant: string | Date) => formatDay(instant, lang),
    time: (instant: string | Date) => formatTime(instant, lang),
  };
}
