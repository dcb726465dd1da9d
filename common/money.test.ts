import { describe, expect, it } from "vitest";
import { formatFcfa, formatRating } from "./money";

describe("amounts and ratings in French", () => {
  it("groups thousands the French way", () => {
    expect(formatFcfa(45000).replace(/\s/g, " ")).toBe("45 000 FCFA");
    expect(formatFcfa(1250000).replace(/\s/g, " ")).toBe("1 250 000 FCFA");
    expect(formatFcfa(0)).toBe("0 FCFA");
  });

  it("writes a rating with one decimal and a comma", () => {
    expect(formatRating(4.75)).toBe("4,8");
    expect(formatRating(5)).toBe("5,0");
  });
});
