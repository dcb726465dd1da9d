// The otpauth:// address an authenticator app reads (Key Uri Format, as better-auth writes
// it), and the secret in base32, for typing it by hand when the address cannot be opened.
import { TOTP_ISSUER, TOTP_OPTIONS } from "./two-factor-settings.server";

/** What an enrolment shows: the otpauth:// address and the secret to type by hand. */
export type TotpEnrolment = { uri: string; secret: string };

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** better-auth's marker of a secret stored already in base32 (the demo administrator's). */
const BASE32_PREFIX = "base32:";

export function base32(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** `storedSecret` as better-auth decrypts it: raw characters, or `base32:` and the base32 text. */
export function totpUri(storedSecret: string, account: string): TotpEnrolment {
  const secret = storedSecret.startsWith(BASE32_PREFIX)
    ? storedSecret.slice(BASE32_PREFIX.length).toUpperCase()
    : base32(new TextEncoder().encode(storedSecret));
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    digits: String(TOTP_OPTIONS.digits),
    period: String(TOTP_OPTIONS.period),
  });
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(account)}`;
  return { uri: `otpauth://totp/${label}?${params}`, secret };
}
