// The known-device cookie (known-device.server.ts) issued outside a better-auth endpoint:
// after a password reset through the mailed link. Same name and attributes as the one the
// sign-in hook sets (better-auth's cookie naming: prefix, `__Secure-` over https).
import type { Auth } from "./auth.server";
import {
  cookieValue,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE,
  knownDeviceFor,
  knownDeviceValue,
  newDeviceId,
  serializeCookie,
} from "./known-device.server";

type AuthContext = Awaited<Auth["$context"]>;

/** A Set-Cookie header; the browser's device id is kept when it already had one for this account. */
export function knownDeviceCookie(context: AuthContext, email: string, requestHeaders: Headers) {
  const { name, attributes } = context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE });
  const device = knownDeviceFor(cookieValue(requestHeaders, name), email, context.secret) ?? newDeviceId();
  return serializeCookie(name, knownDeviceValue(device, email, context.secret), attributes);
}
