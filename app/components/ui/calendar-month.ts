// Pure calendar arithmetic for the date picker, on 'YYYY-MM-DD' strings in UTC so that
// the machine's time zone can never shift a day. Month and day names come from
// common/format/date.ts, in the page's language.
import { formatMonthYear } from "#common/format/date";
import type { Lang } from "#common/i18n";

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** 'mars 2026' -> 'Mars 2026'. */
export function monthTitle(isoInMonth: string, lang: Lang): string {
  const title = formatMonthYear(isoInMonth, lang);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The same day in another month, kept within that month (31 January + 1 -> 28/29 February). */
export function shiftMonth(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** The month holding isoInMonth as weeks of 7 cells (Monday first), null outside the month. */
export function monthGrid(isoInMonth: string): (string | null)[][] {
  const date = toDate(isoInMonth);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const leading = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(toIso(new Date(Date.UTC(year, month, day))));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
