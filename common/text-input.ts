// What any text typed into one of our forms may not hold, and what of it a reader can
// actually see. Used by the validators on both sides (browser comfort, server rule).

// C0 and C1 control characters except tab and line breaks (NUL included: PostgreSQL
// text and jsonb refuse it), and the bidirectional embeddings, overrides and isolates:
// they reorder what follows, so a name or a title could display as something else.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses or removes
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

// Characters with no width: zero-width spaces and joiners, direction marks, word
// joiner, byte order mark, soft hyphen. Allowed inside text (emoji sequences and some
// scripts need them), but a value made only of them looks empty.
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** The value without its invisible characters, trimmed: what a reader sees. */
export function visiblePart(value: string): string {
  return value.replace(INVISIBLE, "").trim();
}

/** Characters (code points, so an emoji counts once) a reader sees. */
export function visibleLength(value: string): number {
  return [...visiblePart(value)].length;
}

/**
 * An e-mail address as our forms accept it. Deliberately simple: one @, no spaces, a dot
 * in the domain (the mail server is the final judge; this only catches typing mistakes).
 * Control and format characters (NUL, zero-width, direction overrides) are never part of
 * an address: PostgreSQL refuses the first, the others make two addresses look alike.
 *
 * Written to run in linear time: the domain is one character, then no dot up to its
 * first dot after that one, then at least one character (the same addresses as
 * `[^…]+\.[^…]+`, whose backtracking took ~24 ms on 4 000 characters). Callers still
 * check the length first.
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}][^\s@.\p{Cc}\p{Cf}]*\.[^\s@\p{Cc}\p{Cf}]+$/u;
