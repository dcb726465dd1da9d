// Every date and time the product shows, in one module. Stays are calendar dates
// ('YYYY-MM-DD', read in UTC so no machine zone can shift a day); instants (created, paid,
// deadlines) are shown in Benin's time (common/dates.ts, UTC+1 all year) in the reader's
// language.
//
// Written by hand, not through Intl.DateTimeFormat: the first Intl object a browser tab makes
// starts ICU, 35–100 ms in one task on the bench's machine, while the page hydrates
// (docs/decisions/052). Two languages, long dates, month and year, 24-hour times: the names
// are below, and `date.test.ts` checks every form against Intl's own output (French and
// British English, as LOCALE_TAGS names them), so the server and the browser write the same.
import { beninWallClock } from "#common/dates";
import type { Lang } from "#common/i18n";

const MONTHS: Record<Lang, readonly string[]> = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** Monday first. */
const WEEKDAYS: Record<Lang, readonly { short: string; long: string }[]> = {
  fr: [
    { short: "lun.", long: "lundi" },
    { short: "mar.", long: "mardi" },
    { short: "mer.", long: "mercredi" },
    { short: "jeu.", long: "jeudi" },
    { short: "ven.", long: "vendredi" },
    { short: "sam.", long: "samedi" },
    { short: "dim.", long: "dimanche" },
  ],
  en: [
    { short: "Mon", long: "Monday" },
    { short: "Tue", long: "Tuesday" },
    { short: "Wed", long: "Wednesday" },
    { short: "Thu", long: "Thursday" },
    { short: "Fri", long: "Friday" },
    { short: "Sat", long: "Saturday" },
    { short: "Sun", long: "Sunday" },
  ],
};

/** Between a date and its time: '4 mars 2026 à 14:05', '4 March 2026 at 14:05'. */
const DATE_AT_TIME: Record<Lang, string> = { fr: " à ", en: " at " };

/** The date itself, or the RangeError Intl threw for an invalid one. */
function valid(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

/** A calendar date's day in UTC. */
const calendarDay = (date: string) => valid(new Date(`${date}T00:00:00Z`));

/** An instant as Benin's wall clock reads it. */
const inBenin = (instant: string | Date) => valid(beninWallClock(new Date(instant)));

/**
 * The day, month and year of a Date's UTC fields: '4 mars 2026', '4 March 2026'. French
 * typography writes the first of the month as an ordinal: '1er janvier 2027', never
 * '1 janvier 2027' (Intl does not). Every date with a day goes through here.
 */
function dayMonthYear(date: Date, lang: Lang): string {
  const day = date.getUTCDate();
  const written = lang === "fr" && day === 1 ? "1er" : String(day);
  return `${written} ${MONTHS[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** '2026-03-04' -> '4 mars 2026'. */
export function formatLongDate(date: string, lang: Lang): string {
  return dayMonthYear(calendarDay(date), lang);
}

/** The day of the month as a calendar's cell shows it: '1er' then '2', '3'… in French. */
export function formatDayOfMonth(date: string, lang: Lang): string {
  const day = Number(date.slice(8, 10));
  return lang === "fr" && day === 1 ? "1er" : String(day);
}

/** '2026-03-04' -> 'mars 2026' (the calendar's title, capitalised by the caller if needed). */
export function formatMonthYear(date: string, lang: Lang): string {
  const day = calendarDay(date);
  return `${MONTHS[lang][day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The week's days, Monday first, short and long. */
export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  return WEEKDAYS[lang].map((day) => ({ ...day }));
}

/** An instant in Benin's time: '2026-03-04T13:05:00Z' -> '4 mars 2026 à 14:05'. */
export function formatDateTime(instant: string | Date, lang: Lang): string {
  const wallClock = inBenin(instant);
  return dayMonthYear(wallClock, lang) + DATE_AT_TIME[lang] + hoursAndMinutes(wallClock);
}

/** The day of an instant in Benin: '2026-03-04T23:30:00Z' -> '5 mars 2026'. */
export function formatDay(instant: string | Date, lang: Lang): string {
  return dayMonthYear(inBenin(instant), lang);
}

/** The time of an instant in Benin: '2026-03-04T13:05:00Z' -> '14:05' (24 hours, both languages). */
export function formatTime(instant: string | Date, _lang: Lang): string {
  return hoursAndMinutes(inBenin(instant));
}

function hoursAndMinutes(wallClock: Date): string {
  return `${twoDigits(wallClock.getUTCHours())}:${twoDigits(wallClock.getUTCMinutes())}`;
}
