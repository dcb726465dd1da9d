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

/**
 * Benin's clocks are UTC+1 all year: West Africa Time, no daylight saving since 1934
 * (tzdata's Africa/Porto-Novo). Its dates and times are read by adding that hour, not through
 * Intl: the first Intl object a browser tab makes starts ICU, 35–100 ms of one task on the
 * bench's machine before the page can hydrate (docs/decisions/052). `dates.test.ts` checks
 * the hour against tzdata's own answer, instant by instant.
 */
export const BENIN_UTC_OFFSET_MS = 3_600_000;

/** The instant as Benin's wall clock reads it, in the UTC fields of a Date. */
export function beninWallClock(instant: Date): Date {
  return new Date(instant.getTime() + BENIN_UTC_OFFSET_MS);
}

/** Today's date in Benin, as 'YYYY-MM-DD' (a RangeError for an invalid Date, as Intl threw). */
export function todayInBenin(now: Date = clockNow()): string {
  return beninWallClock(now).toISOString().slice(0, 10);
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
