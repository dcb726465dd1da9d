// "Known device": a long-lived cookie a browser receives when it proves it belongs to the
// account's owner (a successful sign-in, or a password reset through the mailed link).
// Its sign-ins are judged against the device's own counter, not the account-wide one: an
// attacker guessing passwords from elsewhere can slow the account down for strangers but
// never lock its owner out of the browsers they already use.
//
// The value is `<device id>.<HMAC>`, the HMAC taken over the device id and the account's
// e-mail with the application's secret: it cannot be forged, and a cookie earned on the
// attacker's own account does not count for anyone else's.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { normalizeEmail } from "#common/rules/account";

const DAY = 24 * 60 * 60;
export const KNOWN_DEVICE_COOKIE = "known_device";
export const KNOWN_DEVICE_MAX_AGE = 365 * DAY;

function signature(deviceId: string, email: string, secret: string) {
  return createHmac("sha256", secret)
    .update(`known-device:${deviceId}:${normalizeEmail(email)}`)
    .digest("base64url");
}

export function knownDeviceValue(deviceId: string, email: string, secret: string) {
  return `${deviceId}.${signature(deviceId, email, secret)}`;
}

/** The device id if `value` was issued for `email` by this server, else null. */
export function knownDeviceFor(value: string | null | undefined, email: unknown, secret: string): string | null {
  if (!value || typeof email !== "string" || value.length > 200) return null;
  const [deviceId, given, ...rest] = value.split(".");
  if (!deviceId || !given || rest.length || !/^[0-9a-f-]{36}$/.test(deviceId)) return null;
  const expected = Buffer.from(signature(deviceId, email, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? deviceId : null;
}

export function newDeviceId() {
  return randomUUID();
}

/** A cookie's value as sent in the Cookie header (`name=value; …`), or null. */
export function cookieValue(headers: Headers | undefined, name: string): string | null {
  const header = headers?.get("cookie");
  if (!header) return null;
  for (const pair of header.split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

type CookieAttributes = {
  maxAge?: number;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
};

/** A Set-Cookie header for code that answers outside better-auth's endpoints. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes) {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`Path=${attributes.path ?? "/"}`);
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  if (attributes.sameSite)
    parts.push(`SameSite=${attributes.sameSite[0]!.toUpperCase()}${attributes.sameSite.slice(1)}`);
  return parts.join("; ");
}
