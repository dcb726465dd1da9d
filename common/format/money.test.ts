import { describe, expect, it } from "vitest";
import { formatFcfa } from "./money";
import { formatRating } from "./number";

describe("amounts and ratings in French", () => {
  it("groups thousands the French way, in whole FCFA", () => {
    expect(formatFcfa(45000, "fr").replace(/\s/g, " ")).toBe("45 000 FCFA");
    expect(formatFcfa(1250000, "fr").replace(/\s/g, " ")).toBe("1 250 000 FCFA");
    expect(formatFcfa(0, "fr")).toBe("0 FCFA");
    expect(formatFcfa(999.6, "fr").replace(/\s/g, " ")).toBe("1 000 FCFA");
  });

  it("writes a rating with one decimal and a comma", () => {
    expect(formatRating(4.75, "fr")).toBe("4,8");
    expect(formatRating(5, "fr")).toBe("5,0");
  });
});
