import { describe, expect, it } from "vitest";
import { addDays, daysBetween, parseIsoDate, todayInBenin } from "./dates";

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
});
