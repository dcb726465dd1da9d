// Every plain number the product shows (counts, statistics, ratings), in one module, in the
// reader's language. Money has its own module (money.ts), built on this one.
//
// Written by hand, not through Intl.NumberFormat: the first Intl object a browser tab makes
// starts ICU, 35–100 ms in one task on the bench's machine, while the page hydrates
// (docs/decisions/052). The product speaks two languages and shows whole numbers, ratings
// with one decimal and whole euros; `number.test.ts` checks every form against Intl's own
// output, value by value, so the server (Node's ICU) and the browser write the same text.
import type { Lang } from "#common/i18n";

/** Between groups of thousands: a narrow no-break space in French (U+202F), a comma in English. */
const GROUP_SEPARATOR: Record<Lang, string> = { fr: "\u202f", en: "," };
const DECIMAL_SEPARATOR: Record<Lang, string> = { fr: ",", en: "." };

/**
 * The value's digits, rounded to `fractionDigits` decimals half away from zero, as Intl
 * rounds: on the shortest decimal that reads back as the same number ('4.35', not the
 * binary 4.34999…), so 4.35 → '4.4' and 1.05 → '1.1'.
 */
function roundedDigits(magnitude: number, fractionDigits: number): { integer: string; fraction: string } {
  const [integer = "0", fraction = ""] = plainDecimal(magnitude).split(".");
  if (fraction.length <= fractionDigits) return { integer, fraction: fraction.padEnd(fractionDigits, "0") };
  const kept = integer + fraction.slice(0, fractionDigits);
  const digits = fraction[fractionDigits]! >= "5" ? addOne(kept) : kept;
  const integerLength = digits.length - fractionDigits;
  return { integer: digits.slice(0, integerLength), fraction: digits.slice(integerLength) };
}

/** A positive finite number as plain decimal digits, without an exponent ('1e21' → '1000…'). */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const exponentAt = text.indexOf("e");
  if (exponentAt === -1) return text;
  const [whole = "0", decimals = ""] = text.slice(0, exponentAt).split(".");
  const exponent = Number(text.slice(exponentAt + 1));
  const digits = whole + decimals;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** '129' → '130', '99' → '100'. */
function addOne(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index -= 1;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + "0".repeat(digits.length - index - 1);
}

function grouped(integer: string, lang: Lang): string {
  const head = integer.length % 3 || 3;
  let text = integer.slice(0, head);
  for (let index = head; index < integer.length; index += 3)
    text += GROUP_SEPARATOR[lang] + integer.slice(index, index + 3);
  return text;
}

/**
 * The number as Intl writes it with `fractionDigits` decimals (minimum and maximum alike),
 * without its sign, and whether a minus goes before it: a negative number, zero after
 * rounding included ('-0'), as Intl's default sign display does.
 */
function written(value: number, fractionDigits: number, lang: Lang): { negative: boolean; text: string } {
  const negative = value < 0 || Object.is(value, -0);
  if (Number.isNaN(value)) return { negative: false, text: "NaN" };
  if (!Number.isFinite(value)) return { negative, text: "∞" };
  const { integer, fraction } = roundedDigits(Math.abs(value), fractionDigits);
  const text = grouped(integer, lang) + (fraction ? DECIMAL_SEPARATOR[lang] + fraction : "");
  return { negative, text };
}

/** 12345 -> '12 345' in French, '12,345' in English (rounded to a whole number). */
export function formatNumber(value: number, lang: Lang): string {
  const { negative, text } = written(value, 0, lang);
  return negative ? `-${text}` : text;
}

/** 4.75 -> '4,8' in French (one decimal, always shown). */
export function formatRating(value: number, lang: Lang): string {
  const { negative, text } = written(value, 1, lang);
  return negative ? `-${text}` : text;
}

/** Whole euros: '€38' and '-€38' in English, '38 €' and '-38 €' in French (U+00A0 before €). */
export function formatWholeEuros(value: number, lang: Lang): string {
  const { negative, text } = written(value, 0, lang);
  const sign = negative ? "-" : "";
  return lang === "en" ? `${sign}€${text}` : `${sign}${text}\u00a0€`;
}
