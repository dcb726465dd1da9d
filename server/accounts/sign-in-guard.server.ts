// The sign-in limit as better-auth hooks (auth.server.ts mounts them): an attempt is
// reserved before the password is checked and given back on success, on the account's and
// the address's counters, or on a known device's own counter (known-device.server.ts).
// A successful sign-in (re)issues the known-device cookie for the account signed into.
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { AUTH_ERROR_CODES } from "./auth-errors.server";
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE,
  knownDeviceFor,
  knownDeviceValue,
  newDeviceId,
} from "./known-device.server";
import { releaseSignInAttempt, reserveSignInAttempt, signInLimitKeys } from "./sign-in-limit.server";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const SIGN_IN_PATH = "/sign-in/email";

function limitOf(ctx: HookContext) {
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
  const email: unknown = ctx.body?.email;
  const device = knownDeviceFor(ctx.getCookie(cookie.name), email, ctx.context.secret);
  return { device, keys: signInLimitKeys(email, ctx.headers, device) };
}

export async function reserveSignIn(ctx: HookContext) {
  if (!(await reserveSignInAttempt(limitOf(ctx).keys))) {
    throw new APIError("TOO_MANY_REQUESTS", AUTH_ERROR_CODES.TOO_MANY_SIGN_IN_ATTEMPTS);
  }
}

/** After the password was checked: only failures keep their attempt counted. */
export async function settleSignIn(ctx: HookContext) {
  const session = ctx.context.newSession;
  if (!session) return;
  const { device, keys } = limitOf(ctx);
  await releaseSignInAttempt(keys);
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE });
  const value = knownDeviceValue(device ?? newDeviceId(), session.user.email, ctx.context.secret);
  ctx.setCookie(cookie.name, value, cookie.attributes);
}
