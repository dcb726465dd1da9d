import { describe, expect, it } from "vitest";
import { weekdayNames } from "#common/format/date";
import { monthGrid, monthTitle, shiftMonth } from "./calendar-month";

describe("calendar month", () => {
  it("starts weeks on Monday, with French names", () => {
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

  it("titles the month in French", () => {
    expect(monthTitle("2026-03-12", "fr")).toBe("Mars 2026");
    expect(monthTitle("2026-08-01", "fr")).toBe("Août 2026");
  });

  it("lays out a month from its Monday (March 2026 starts on a Sunday)", () => {
    const weeks = monthGrid("2026-03-20");
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-03-01"]);
    expect(weeks[1]![0]).toBe("2026-03-02");
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("lays out February of a leap year", () => {
    expect(monthGrid("2028-02-10").flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });

  it("shifts months and clamps the day to the target month", () => {
    expect(shiftMonth("2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftMonth("2028-03-31", -1)).toBe("2028-02-29");
    expect(shiftMonth("2026-12-15", 1)).toBe("2027-01-15");
    expect(shiftMonth("2026-01-15", -1)).toBe("2025-12-15");
  });

  it("does not depend on the machine's time zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    try {
      expect(monthGrid("2026-03-01")[0]![6]).toBe("2026-03-01");
    } finally {
      process.env.TZ = zone;
    }
  });
});
