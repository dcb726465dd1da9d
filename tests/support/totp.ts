// TOTP codes as an authenticator app computes them (RFC 6238: HMAC-SHA1, 30-second steps,
// 6 digits), from the base32 secret the enrolment shows. Tests type them like a person.
import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function fromBase32(text: string) {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code shown `stepsFromNow` periods from the machine's time (better-auth reads that time). */
export function totpCode(base32Secret: string, stepsFromNow = 0): string {
  // The machine's clock, not common/clock.ts: better-auth checks codes against it.
  const counter = Math.floor(Date.now() / 30_000) + stepsFromNow;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", fromBase32(base32Secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 15;
  const number = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}

/** A 6-digit code that is not the current one (nor the ones next to it, which are accepted too). */
export function wrongTotpCode(base32Secret: string): string {
  const accepted = new Set([-1, 0, 1].map((step) => totpCode(base32Secret, step)));
  for (let candidate = 0; ; candidate += 111_111) {
    const code = String(candidate % 1_000_000).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}

/** The secret of an otpauth:// address. */
export function secretOf(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}
