import { describe, expect, it } from "vitest";
import { formatFcfa } from "./money";
import { formatRating } from "./number";

describe("amounts and ratings in French", () => {
  it("groups thousands the French way, in whole FCFA", () => {
    expect(formatFcfa(45000, "fr").replace(/\s/g, " ")).toBe("45 000 FCFA");
    expect(formatFcfa(1250000, "fr").replace(/\s/g, " ")).toBe("1 250 000 FCFA");
    expect(formatFcfa(0, "fr")).toBe("0\u00a0FCFA");
    expect(formatFcfa(999.6, "fr").replace(/\s/g, " ")).toBe("1 000 FCFA");
  });

  it("never lets 'FCFA' wrap onto its own line: a no-break space (U+00A0) before it, always", () => {
    for (const amount of [0, 7, 45_000, 1_250_000, 100_000_000]) {
      const written = formatFcfa(amount, "fr");
      expect(written.endsWith("\u00a0FCFA")).toBe(true);
      // No breakable space anywhere: thousands are grouped with U+202F.
      expect(written).not.toMatch(/[ \t\n]/);
    }
    expect(formatFcfa(45_000, "fr")).toBe("45\u202f000\u00a0FCFA");
  });

  it("writes a rating with one decimal and a comma", () => {
    expect(formatRating(4.75, "fr")).toBe("4,8");
    expect(formatRating(5, "fr")).toBe("5,0");
  });
});
