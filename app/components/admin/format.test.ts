import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./format";

describe("admin date formats", () => {
  it("write dates in French, in Benin's time", () => {
    expect(formatDay("2026-03-04T23:30:00Z")).toBe("5 mars 2026");
    expect(formatDateTime("2026-03-04T13:05:00Z")).toMatch(/^4 mars 2026( à|,) 14:05$/);
  });
});
