// Every date and time the product shows, in one module. Stays are calendar dates
// ('YYYY-MM-DD', read in UTC so no machine zone can shift a day); instants (created, paid,
// deadlines) are shown in Benin's time (common/dates.ts BENIN_TIME_ZONE) in the reader's
// language. Formatters are built once per language (building one costs more than using it).
import { BENIN_TIME_ZONE } from "#common/dates";
import { LOCALE_TAGS, type Lang } from "#common/i18n";

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, key: string, options: Intl.DateTimeFormatOptions) {
  const id = `${lang}:${key}`;
  let made = cache.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE_TAGS[lang], options);
    cache.set(id, made);
  }
  return made;
}

const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * French typography writes the first of the month as an ordinal: '1er janvier 2027', never
 * '1 janvier 2027' (Intl does not). Every date with a day goes through here.
 */
function withDay(made: Intl.DateTimeFormat, instant: Date, lang: Lang): string {
  if (lang !== "fr") return made.format(instant);
  return made
    .formatToParts(instant)
    .map((part) => (part.type === "day" && Number(part.value) === 1 ? "1er" : part.value))
    .join("");
}

/** '2026-03-04' -> '4 mars 2026'. */
export function formatLongDate(date: string, lang: Lang): string {
  const made = formatter(lang, "long", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return withDay(made, calendarDay(date), lang);
}

/** The day of the month as a calendar's cell shows it: '1er' then '2', '3'… in French. */
export function formatDayOfMonth(date: string, lang: Lang): string {
  const day = Number(date.slice(8, 10));
  return lang === "fr" && day === 1 ? "1er" : String(day);
}

/** '2026-03-04' -> 'mars 2026' (the calendar's title, capitalised by the caller if needed). */
export function formatMonthYear(date: string, lang: Lang): string {
  return formatter(lang, "month", { month: "long", year: "numeric", timeZone: "UTC" }).format(calendarDay(date));
}

/** The week's days, Monday first (2024-01-01 was a Monday), short and long. */
export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  const short = formatter(lang, "weekday-short", { weekday: "short", timeZone: "UTC" });
  const long = formatter(lang, "weekday-long", { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** An instant in Benin's time: '2026-03-04T13:05:00Z' -> '4 mars 2026 à 14:05'. */
export function formatDateTime(instant: string | Date, lang: Lang): string {
  const made = formatter(lang, "date-time", { dateStyle: "long", timeStyle: "short", timeZone: BENIN_TIME_ZONE });
  return withDay(made, new Date(instant), lang);
}

/** The day of an instant in Benin: '2026-03-04T23:30:00Z' -> '5 mars 2026'. */
export function formatDay(instant: string | Date, lang: Lang): string {
  return withDay(formatter(lang, "day", { dateStyle: "long", timeZone: BENIN_TIME_ZONE }), new Date(instant), lang);
}

/** The time of an instant in Benin: '2026-03-04T13:05:00Z' -> '14:05'. */
export function formatTime(instant: string | Date, lang: Lang): string {
  return formatter(lang, "time", { hour: "2-digit", minute: "2-digit", timeZone: BENIN_TIME_ZONE }).format(
    new Date(instant),
  );
}
