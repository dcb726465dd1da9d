// The sign-in limit as better-auth hooks (auth.server.ts mounts them): an attempt is
// reserved before the password is checked and given back on success, on the account's and
// the address's counters (or the account's from a busy address), or on a known device's
// own counter (known-device.server.ts). sign-in-limit.server.ts says which and why.
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
import { releaseSignInAttempt, reserveSignInAttempt, signInSubjects } from "./sign-in-limit.server";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const SIGN_IN_PATH = "/sign-in/email";

// Which counters the attempt used depends on the address's state when it was reserved:
// kept from the before hook to the after hook of the same request (better-auth gives both
// the same request headers object). Without headers there is no address nor device cookie.
const reservedKeys = new WeakMap<Headers, string[]>();

function deviceOf(ctx: HookContext) {
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
  return knownDeviceFor(ctx.getCookie(cookie.name), ctx.body?.email, ctx.context.secret);
}

export async function reserveSignIn(ctx: HookContext) {
  const keys = await reserveSignInAttempt(signInSubjects(ctx.body?.email, ctx.headers, deviceOf(ctx)));
  if (!keys) throw new APIError("TOO_MANY_REQUESTS", AUTH_ERROR_CODES.TOO_MANY_SIGN_IN_ATTEMPTS);
  if (ctx.headers) reservedKeys.set(ctx.headers, keys);
}

/** After the password was checked: only failures keep their attempt counted. */
export async function settleSignIn(ctx: HookContext) {
  const session = ctx.context.newSession;
  if (!session) return;
  const device = deviceOf(ctx);
  const subjects = signInSubjects(ctx.body?.email, undefined, device);
  const keys =
    (ctx.headers && reservedKeys.get(ctx.headers)) ??
    ("device" in subjects ? [subjects.device] : subjects.account ? [subjects.account] : []);
  if (ctx.headers) reservedKeys.delete(ctx.headers);
  await releaseSignInAttempt(keys);
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE });
  const value = knownDeviceValue(device ?? newDeviceId(), session.user.email, ctx.context.secret);
  ctx.setCookie(cookie.name, value, cookie.attributes);
}
