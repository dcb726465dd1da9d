import { describe, expect, it } from "vitest";
import { BENIN_TIME_ZONE, addDays, daysBetween, parseIsoDate, todayInBenin } from "./dates";

describe("calendar dates", () => {
  it.each([
    ["2028-02-29", "2028-02-29"],
    ["2027-02-29", null],
    ["2026-13-01", null],
    ["2026-04-31", null],
    ["garbage", null],
    ["0000-01-01", null],
    ["99999-01-01", null],
    // An instant is not a calendar date: 23:00 UTC is already 5 March in Cotonou.
    ["2026-03-04T23:00:00Z", null],
    ["2026-01-01T23:30:00-05:00", null],
    [" 2026-03-04 ", "2026-03-04"],
    [42, null],
    [undefined, null],
  ])("parseIsoDate(%o) is %o", (input, expected) => {
    expect(parseIsoDate(input)).toBe(expected);
  });

  it("counts days across months and leap days", () => {
    expect(daysBetween("2026-03-01", "2026-03-04")).toBe(3);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("takes today in Benin (UTC+1), not in the machine's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Cotonou.
    expect(todayInBenin(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(todayInBenin(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
  });

  it("reads Benin's day as tzdata's Africa/Porto-Novo does, instant by instant (docs/decisions/052)", () => {
    const tzdata = new Intl.DateTimeFormat("en-CA", { timeZone: BENIN_TIME_ZONE });
    // Every 47 minutes from 1970 to 2100: each side of midnight in Cotonou, on every kind of day.
    const step = 47 * 60_000;
    for (let time = Date.UTC(1970, 0, 1); time < Date.UTC(2100, 0, 1); time += step * 97) {
      for (const instant of [new Date(time), new Date(time + step)]) {
        expect(todayInBenin(instant), instant.toISOString()).toBe(tzdata.format(instant));
      }
    }
    for (const edge of [
      "2026-12-31T22:59:59.999Z",
      "2026-12-31T23:00:00Z",
      "2028-02-28T23:00:00Z",
      "2000-02-29T23:30:00Z",
    ]) {
      expect(todayInBenin(new Date(edge)), edge).toBe(tzdata.format(new Date(edge)));
    }
    expect(() => todayInBenin(new Date(Number.NaN))).toThrow(RangeError);
  });
});
