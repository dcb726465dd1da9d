import { describe, expect, it } from "vitest";
import { fcfaToWholeEuros, formatIndicativeEuros, formatMoney, XOF_PER_EUR } from "./euro";
import { formatsFor } from "./formats";

// Spaces as Intl writes them vary (narrow no-break in French): compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("indicative euros: the fixed parity 1 EUR = 655.957 XOF", () => {
  it("uses the peg, not a market rate", () => {
    expect(XOF_PER_EUR).toBe(655.957);
    expect(fcfaToWholeEuros(655_957)).toBe(1000);
  });

  it.each([
    [25_000, 38],
    [45_000, 69],
    [655.957, 1],
    [1_000_000, 1524],
    [328, 1],
    [100, 1],
    [0, 0],
    [-5_000, -8],
  ])("%d FCFA is about %d €", (fcfa, euros) => {
    expect(fcfaToWholeEuros(fcfa)).toBe(euros);
  });

  it("reads '≈ €38' in English", () => {
    expect(formatIndicativeEuros(25_000, "en")).toBe("≈ €38");
    expect(formatIndicativeEuros(1_000_000, "en")).toBe("≈ €1,524");
  });
});

describe("amounts in the reader's language", () => {
  it("English: FCFA first, then the indicative euros", () => {
    expect(plain(formatMoney(25_000, "en"))).toBe("25,000 FCFA (≈ €38)");
    expect(plain(formatsFor("en").money(25_000))).toBe("25,000 FCFA (≈ €38)");
  });

  it("French: FCFA alone, never euros", () => {
    expect(plain(formatMoney(25_000, "fr"))).toBe("25 000 FCFA");
    expect(formatsFor("fr").money(25_000)).not.toMatch(/€|EUR/);
  });
});
