// Masking of contact details in a message written before a paid booking between its two
// people (decisions: "payment stays on the platform"). Pure: the server applies it when a
// message is written (docs/decisions/021-messages.md), so the unmasked text is never stored.
//
// Phone numbers: any run of digits and French number words ("zéro un", "nonante-sept",
// "quatre-vingt-dix-sept"), separated by spaces, dots, dashes, commas or brackets, that
// holds 8 digits or more (Benin numbers have 8 or 10, +229 / 00229 in front). A run
// followed by a currency (25 000 000 FCFA) or shaped like a date (12.03.2027) is kept.
// E-mail addresses: "a@b.bj", and the spelled-out forms "a [at] b [dot] bj",
// "a (at) b point com", "a arobase b point com", "a at b dot com".

export const MIN_PHONE_DIGITS = 8;

export type MaskWords = { phone: string; email: string };
export type MaskResult = { text: string; masked: boolean };

const UNITS: Record<string, number> = {
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
};
const TEENS: Record<string, number> = { dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16 };
const TENS: Record<string, number> = {
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
};

/** Lower case, without accents: "Zéro" → "zero". */
const plain = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const isNumberWord = (word: string) => {
  const key = plain(word);
  return key in UNITS || key in TEENS || key in TENS;
};

/** The digits a run of number words says: "zéro un quatre-vingt-dix-sept" → "0197". */
export function digitsOfWords(words: string[]): string {
  let digits = "";
  let current: number | null = null;
  const flush = () => {
    if (current !== null) digits += String(current);
    current = null;
  };
  for (const word of words.map(plain)) {
    if (word === "et") continue;
    if (word === "zero") {
      flush();
      digits += "0";
    } else if (word in TENS) {
      const tens = TENS[word]!;
      if (current === 4 && tens === 20) current = 80;
      else {
        flush();
        current = tens;
      }
    } else if (word in TEENS) {
      const value = TEENS[word]!;
      if (current === 60 || current === 80) current += value;
      else {
        flush();
        current = value;
      }
    } else if (word in UNITS) {
      const value = UNITS[word]!;
      if (current !== null && current % 10 === 0 && current >= 10 && value > 0) current += value;
      else {
        flush();
        current = value;
      }
    }
  }
  flush();
  return digits;
}

type Token = { kind: "digits" | "word" | "separator" | "other"; text: string; start: number; end: number };

const SEPARATOR = /^[\s.\-–—,()+_]$/u;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\p{L}+|\p{Nd}+|[\s\S]/gu)) {
    const value = match[0];
    const start = match.index;
    const kind = /^\p{Nd}+$/u.test(value)
      ? "digits"
      : /^\p{L}+$/u.test(value)
        ? "word"
        : SEPARATOR.test(value)
          ? "separator"
          : "other";
    tokens.push({ kind, text: value, start, end: start + value.length });
  }
  return tokens;
}

const isNumberToken = (token: Token) => token.kind === "digits" || (token.kind === "word" && isNumberWord(token.text));
const isJoiner = (token: Token) => token.kind === "separator" || (token.kind === "word" && plain(token.text) === "et");

const CURRENCY_AFTER = /^\s*(f\s?cfa|cfa|xof|francs?|f\b|€|eur\b|euros?)/iu;
const DATE_SHAPE = /^\d{1,2}\s*[.-]\s*\d{1,2}\s*[.-]\s*\d{2,4}$/u;

function digitsOfRun(tokens: Token[]): string {
  let digits = "";
  let words: string[] = [];
  for (const token of tokens) {
    if (token.kind === "word") words.push(token.text);
    else if (token.kind === "digits") {
      digits += digitsOfWords(words) + token.text;
      words = [];
    }
  }
  return digits + digitsOfWords(words);
}

function maskPhones(text: string, word: string): MaskResult {
  const tokens = tokenize(text);
  const spans: { start: number; end: number }[] = [];
  let index = 0;
  while (index < tokens.length) {
    if (!isNumberToken(tokens[index]!)) {
      index += 1;
      continue;
    }
    // The run: number tokens, joined by separators or "et", ending on a number token.
    let last = index;
    let cursor = index + 1;
    while (cursor < tokens.length && (isNumberToken(tokens[cursor]!) || isJoiner(tokens[cursor]!))) {
      if (isNumberToken(tokens[cursor]!)) last = cursor;
      cursor += 1;
    }
    const run = tokens.slice(index, last + 1);
    // A "+" or an opening bracket just before the number belongs to it: "(+229) 97…".
    let before = index;
    while (before > 0 && ["+", "("].includes(tokens[before - 1]!.text)) before -= 1;
    const start = tokens[before]!.start;
    const end = run.at(-1)!.end;
    const written = text.slice(run[0]!.start, end);
    const isMoney = CURRENCY_AFTER.test(text.slice(end));
    if (digitsOfRun(run).length >= MIN_PHONE_DIGITS && !isMoney && !DATE_SHAPE.test(written)) {
      spans.push({ start, end });
    }
    index = last + 1;
  }
  if (!spans.length) return { text, masked: false };
  let result = "";
  let from = 0;
  for (const span of spans) {
    result += text.slice(from, span.start) + word;
    from = span.end;
  }
  return { text: result + text.slice(from), masked: true };
}

const BRACKETED = (words: string) => `[\\[({]\\s*(?:${words})\\s*[\\])}]`;
const AT = `\\s*(?:@|＠|${BRACKETED("at|arobase|@")})\\s*|\\s+(?:at|arobase)\\s+`;
const DOT = `\\s*(?:\\.|${BRACKETED("dot|point|\\.")})\\s*|\\s+(?:dot|point)\\s+`;
const LABEL = "[\\p{L}\\p{Nd}](?:[\\p{L}\\p{Nd}-]*[\\p{L}\\p{Nd}])?";
const EMAIL = new RegExp(
  `[\\p{L}\\p{Nd}._%+-]+(?:${AT})${LABEL}(?:(?:${DOT})${LABEL})*(?:${DOT})\\p{L}{2,12}\\b` +
    // A plain "@" needs no dot: "moi@gmail" is as good as an address to a person.
    `|[\\p{L}\\p{Nd}._%+-]+[@＠]${LABEL}`,
  "giu",
);

function maskEmails(text: string, word: string): MaskResult {
  let masked = false;
  const result = text.replace(EMAIL, () => {
    masked = true;
    return word;
  });
  return { text: result, masked };
}

/** The text with every phone number and e-mail address replaced by `words`. */
export function maskContactDetails(text: string, words: MaskWords): MaskResult {
  const emails = maskEmails(text, words.email);
  const phones = maskPhones(emails.text, words.phone);
  return { text: phones.text, masked: emails.masked || phones.masked };
}
