import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_TAGS, type Lang } from "#common/i18n";
import { formatIndicativeEuros } from "./euro";
import { formatFcfa } from "./money";
import { formatNumber, formatRating, formatWholeEuros } from "./number";

// The hand-written forms against Intl's own, in Node (docs/decisions/052): the same text as
// Intl.NumberFormat wrote before, for every language of the product.
const intl = (lang: Lang, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE_TAGS[lang], options);

/** A fixed pseudo-random sequence (the same values on every run). */
function* sequence(count: number, seed = 42): Generator<number> {
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  9,
  10,
  99,
  100,
  999,
  1_000,
  1_001,
  9_999,
  10_000,
  99_999,
  100_000,
  999_999,
  1_000_000,
  12_345_678,
  2 ** 31,
  2 ** 53 - 1,
  1e15,
  1e21,
  1.5e22,
  0.5,
  1.5,
  2.5,
  -0.5,
  -2.5,
  -0.4,
  0.05,
  0.95,
  0.96,
  9.95,
  9.96,
  99.95,
  4.35,
  4.75,
  1.05,
  2.675,
  4.449999,
  4.45,
  999.95,
  999_999.5,
  1e-7,
  -1e-7,
  3.14159,
  1 / 3,
  2 / 3,
  NaN,
  Infinity,
  -Infinity,
];

function values(): number[] {
  const found = [...EDGES];
  for (const random of sequence(3_000)) {
    found.push(Math.round(random * 2e9) - 1e9); // whole amounts, both signs
    found.push(Math.round(random * 5_000) / 1_000); // ratings with three decimals
    found.push(Math.round(random * 1e6) / 100); // two decimals, halves included
  }
  return found;
}

describe.each(LANGUAGES)("numbers in %s, as Intl writes them", (lang) => {
  it("writes whole numbers as Intl.NumberFormat with no decimals", () => {
    const reference = intl(lang, { maximumFractionDigits: 0 });
    for (const value of values()) expect(formatNumber(value, lang), String(value)).toBe(reference.format(value));
  });

  it("writes ratings as Intl.NumberFormat with one decimal", () => {
    const reference = intl(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of values()) expect(formatRating(value, lang), String(value)).toBe(reference.format(value));
  });

  it("writes whole euros as Intl's euro currency with no decimals", () => {
    const reference = intl(lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
    for (const value of values().filter(Number.isFinite)) {
      expect(formatWholeEuros(value, lang), String(value)).toBe(reference.format(value));
    }
  });

  it("writes FCFA and indicative euros as before", () => {
    const digits = intl(lang, { maximumFractionDigits: 0 });
    const euros = intl(lang, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
    for (const amount of [0, 500, 25_000, 45_000, 1_250_000, -3_000]) {
      expect(formatFcfa(amount, lang)).toBe(`${digits.format(amount)}\u00a0FCFA`);
      expect(formatIndicativeEuros(amount, lang)).toBe(`≈ ${euros.format(Math.round(amount / 655.957))}`);
    }
  });
});

describe("numbers, by example", () => {
  it("groups thousands with a narrow no-break space in French, a comma in English", () => {
    expect(formatNumber(1_234_567, "fr")).toBe("1\u202f234\u202f567");
    expect(formatNumber(1_234_567, "en")).toBe("1,234,567");
    expect(formatNumber(999, "fr")).toBe("999");
  });

  it("rounds half away from zero on the number's shortest decimal, as Intl does", () => {
    expect(formatRating(4.35, "fr")).toBe("4,4");
    expect(formatRating(9.96, "en")).toBe("10.0");
    expect(formatNumber(-2.5, "en")).toBe("-3");
    expect(formatNumber(-0.4, "fr")).toBe("-0");
  });

  it("writes euros on the side each language writes them", () => {
    expect(formatWholeEuros(38, "en")).toBe("€38");
    expect(formatWholeEuros(-1_234, "en")).toBe("-€1,234");
    expect(formatWholeEuros(38, "fr")).toBe("38\u00a0€");
  });
});
