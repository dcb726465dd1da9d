import { describe, expect, it } from "vitest";
import { BENIN_TIME_ZONE } from "#common/dates";
import { LANGUAGES, LOCALE_TAGS } from "#common/i18n";
import {
  formatDateTime,
  formatDay,
  formatDayOfMonth,
  formatLongDate,
  formatMonthYear,
  formatTime,
  weekdayNames,
} from "./date";

describe("dates in French", () => {
  // Moved from app/components/admin/format.test.ts with the administrators' date formats.
  it("write dates in French, in Benin's time", () => {
    expect(formatDay("2026-03-04T23:30:00Z", "fr")).toBe("5 mars 2026");
    expect(formatDateTime("2026-03-04T13:05:00Z", "fr")).toMatch(/^4 mars 2026( à|,) 14:05$/);
  });

  it("write a stay's calendar date whatever the machine's zone", () => {
    expect(formatLongDate("2026-03-04", "fr")).toBe("4 mars 2026");
    expect(formatMonthYear("2026-08-01", "fr")).toBe("août 2026");
    expect(formatLongDate("2026-12-31", "fr")).toBe("31 décembre 2026");
  });

  it("show a calendar's first day as '1er' in French, as the day's spoken name says it", () => {
    expect(formatDayOfMonth("2026-11-01", "fr")).toBe("1er");
    expect(formatDayOfMonth("2026-11-01", "en")).toBe("1");
    expect(formatDayOfMonth("2026-11-11", "fr")).toBe("11");
    expect(formatDayOfMonth("2026-11-21", "fr")).toBe("21");
    expect(formatLongDate("2026-11-01", "fr").startsWith(formatDayOfMonth("2026-11-01", "fr"))).toBe(true);
  });

  it("write the first of the month '1er', in every date with a day (French typography)", () => {
    expect(formatLongDate("2027-01-01", "fr")).toBe("1er janvier 2027");
    expect(formatLongDate("2026-08-01", "fr")).toBe("1er août 2026");
    // The day in Benin: 31 December 23:30 UTC is already the first of January there.
    expect(formatDay("2026-12-31T23:30:00Z", "fr")).toBe("1er janvier 2027");
    expect(formatDateTime("2027-03-01T08:00:00Z", "fr")).toMatch(/^1er mars 2027( à|,) 09:00$/);
    // Only the first: the 11th, 21st and 31st stay numbers; the year's digits are untouched.
    expect(formatLongDate("2027-01-11", "fr")).toBe("11 janvier 2027");
    expect(formatLongDate("2027-01-21", "fr")).toBe("21 janvier 2027");
    expect(formatLongDate("2001-03-31", "fr")).toBe("31 mars 2001");
    expect(formatLongDate("2001-03-02", "fr")).toBe("2 mars 2001");
  });

  it("write the time of an instant in Benin", () => {
    expect(formatTime("2026-03-04T13:05:00Z", "fr")).toBe("14:05");
  });

  it("name the week's days from Monday", () => {
    expect(weekdayNames("fr").map((day) => day.long)).toEqual([
      "lundi",
      "mardi",
      "mercredi",
      "jeudi",
      "vendredi",
      "samedi",
      "dimanche",
    ]);
  });
});

// The hand-written forms against Intl's own, in Node (docs/decisions/052): the same text as
// Intl.DateTimeFormat wrote before, in every language, Benin's time from tzdata.
describe.each(LANGUAGES)("dates in %s, as Intl writes them", (lang) => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE_TAGS[lang], options);
  /** Intl's French writes the first of the month '1'; ours '1er' (French typography). */
  const firstAsOrdinal = (text: string) => (lang === "fr" ? text.replace(/^1 /, "1er ") : text);

  /** Every day of a few years, leap days and the turn of a century included. */
  const days = [1999, 2000, 2024, 2026, 2027, 2100].flatMap((year) =>
    Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(year, 0, 1 + index)).toISOString().slice(0, 10)),
  );
  /** Instants every 37 minutes and 11 seconds over three years, from one 23:00 UTC to another. */
  const instants = Array.from(
    { length: 3 * 365 * 39 },
    (_, index) => new Date(Date.UTC(2025, 11, 31, 23) + index * (37 * 60 + 11) * 1000),
  );

  it("writes calendar dates and months as Intl in UTC", () => {
    const long = intl({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const month = intl({ month: "long", year: "numeric", timeZone: "UTC" });
    for (const day of days) {
      const instant = new Date(`${day}T00:00:00Z`);
      expect(formatLongDate(day, lang), day).toBe(firstAsOrdinal(long.format(instant)));
      expect(formatMonthYear(day, lang), day).toBe(month.format(instant));
    }
  });

  it("writes instants in Benin's time as Intl in Africa/Porto-Novo", () => {
    const dateTime = intl({ dateStyle: "long", timeStyle: "short", timeZone: BENIN_TIME_ZONE });
    const day = intl({ dateStyle: "long", timeZone: BENIN_TIME_ZONE });
    const time = intl({ hour: "2-digit", minute: "2-digit", timeZone: BENIN_TIME_ZONE });
    for (const instant of instants) {
      expect(formatDateTime(instant, lang), instant.toISOString()).toBe(firstAsOrdinal(dateTime.format(instant)));
      expect(formatDay(instant.toISOString(), lang), instant.toISOString()).toBe(firstAsOrdinal(day.format(instant)));
      expect(formatTime(instant, lang), instant.toISOString()).toBe(time.format(instant));
    }
  });

  it("names the week's days as Intl, Monday first", () => {
    const short = intl({ weekday: "short", timeZone: "UTC" });
    const long = intl({ weekday: "long", timeZone: "UTC" });
    const monday = Date.UTC(2024, 0, 1);
    expect(weekdayNames(lang)).toEqual(
      Array.from({ length: 7 }, (_, index) => {
        const day = new Date(monday + index * 86_400_000);
        return { short: short.format(day), long: long.format(day) };
      }),
    );
  });

  it("refuses an invalid date or instant, as Intl did", () => {
    expect(() => formatLongDate("2026-02-30x", lang)).toThrow(RangeError);
    expect(() => formatDateTime("not a date", lang)).toThrow(RangeError);
    expect(() => formatTime(new Date(Number.NaN), lang)).toThrow(RangeError);
  });
});
