import { describe, expect, it } from "vitest";
import { isDepartureBlocked, isNightTaken } from "./booking";

const taken = [{ start: "2027-03-10", end: "2027-03-14" }];

describe("the pickers' taken dates", () => {
  it("disables the held nights, not the departure day of the other stay", () => {
    expect(isNightTaken("2027-03-09", taken)).toBe(false);
    expect(isNightTaken("2027-03-10", taken)).toBe(true);
    expect(isNightTaken("2027-03-13", taken)).toBe(true);
    expect(isNightTaken("2027-03-14", taken)).toBe(false);
  });

  it("lets a stay end on the day another starts, never across it", () => {
    expect(isDepartureBlocked("2027-03-07", "2027-03-10", taken)).toBe(false);
    expect(isDepartureBlocked("2027-03-07", "2027-03-11", taken)).toBe(true);
    expect(isDepartureBlocked("2027-03-07", "2027-03-20", taken)).toBe(true);
    expect(isDepartureBlocked("2027-03-14", "2027-03-16", taken)).toBe(false);
    expect(isDepartureBlocked("2027-03-14", "2027-03-14", taken)).toBe(true);
  });
});
