import { describe, expect, it } from "vitest";
import { normalizeBeninMobile } from "./benin-phone.server";

describe("Benin mobile numbers", () => {
  it.each([
    ["0197123456", "+2290197123456"],
    ["+229 01 97 12 34 56", "+2290197123456"],
    ["00229 01 61 00 00 00", "+2290161000000"],
    ["97 12 34 56", "+2290197123456"], // the old 8-digit numbering
    ["+229 66.99.41.48", "+2290166994148"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeBeninMobile(input)).toBe(expected);
  });

  it.each(["", "123", "01971234567", "+33612345678", "0121300000", "01-abc-56", "9".repeat(40)])(
    "refuses %s",
    (input) => {
      expect(normalizeBeninMobile(input)).toBeNull();
    },
  );
});
