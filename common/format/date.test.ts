import { describe, expect, it } from "vitest";
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
