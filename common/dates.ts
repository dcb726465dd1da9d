// Stays are calendar dates in Benin's time (Africa/Porto-Novo, UTC+1, no daylight saving):
// a date picked is the date stored, whatever the machine's zone.
import { now as clockNow } from "./clock";

export const BENIN_TIME_ZONE = "Africa/Porto-Novo";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' if the text is a real calendar date (29 February only in leap years), else
 * null. Only a plain date: an instant ('2026-03-04T23:00:00Z', '…T23:30:00-05:00') is a
 * moment somewhere, whose calendar day in Benin may be another one (23:00 UTC is already
 * the next day in Cotonou), so it is refused rather than cut to its first ten characters.
 */
export function parseIsoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return text;
}

// Made once: building a DateTimeFormat (time zone data lookup) costs more than using it.
const isoDateInBenin = new Intl.DateTimeFormat("en-CA", { timeZone: BENIN_TIME_ZONE });

/** Today's date in Benin, as 'YYYY-MM-DD'. */
export function todayInBenin(now: Date = clockNow()): string {
  return isoDateInBenin.format(now);
}

/** Whole days from start to end ('2026-03-01' -> '2026-03-04' is 3). */
export function daysBetween(start: string, end: string): number {
  const [startMs, endMs] = [start, end].map((value) => Date.parse(`${value}T00:00:00Z`)) as [number, number];
  return Math.round((endMs - startMs) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
