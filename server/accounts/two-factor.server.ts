// The administrators' second factor: a TOTP authenticator app (better-auth's twoFactor
// plugin, configured in auth.server.ts). The /two-factor page's actions run these steps:
//
// - enrolment (a signed-in administrator without a factor; the admin pages send them
//   there): the password again (startTotpEnrolment: better-auth creates the secret), the
//   secret shown as text and as an otpauth:// link, then a first right code
//   (verifyTotpCode: better-auth marks the account enrolled and replaces the session by one
//   that passed the factor);
// - the sign-in's second step: once enrolled, signing in answers `twoFactorRedirect`
//   (credentials.server.ts) and no session exists until a right code is typed;
// - an older session (opened before the enrolment, on another device) is admitted as an
//   administrator's only after a right code typed in it.
//
// Wrong codes are limited: at sign-in by the plugin (5 per challenge, then the password
// again; 10 in a row lock the account's codes for 15 minutes), in a signed-in session by
// our own counter in rate_limits (SESSION_CODE_LIMIT, per account).
import { isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { now } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { sessions, twoFactors } from "#server/db/schema";
import { consumeRateLimit, releaseRateLimit } from "#server/security/rate-limit-store.server";
import { ACCOUNT_LIMITS } from "./auth-errors.server";
import { COOKIE_PREFIX, getAuth } from "./auth.server";
import type { SessionUser } from "./session-user.server";
import { releaseSignInAttempt, reserveSignInAttempt, signInSubjects } from "./sign-in-limit.server";
import { totpUri, type TotpEnrolment } from "./totp-uri.server";
import { SESSION_CODE_LIMIT, TOTP_ISSUER } from "./two-factor-settings.server";

export type TwoFactorReason =
  "invalid_code" | "code_expired" | "too_many_codes" | "wrong_password" | "too_many_attempts";
type Failure = { ok: false; reason: TwoFactorReason; problems: object };
const fail = (reason: TwoFactorReason): Failure => ({ ok: false, reason, problems: {} });

const CODE = /^\d{6}$/;
const CHALLENGE_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${COOKIE_PREFIX}\\.two_factor=`);

/** The browser is between the password and the code of a sign-in (its cookie, signed, is checked by better-auth). */
export function hasSignInChallenge(request: Request) {
  return CHALLENGE_COOKIE.test(request.headers.get("cookie") ?? "");
}

/** Step 1 of the enrolment: the password, then better-auth creates the (not yet confirmed) secret. */
export async function startTotpEnrolment(
  user: Pick<SessionUser, "email" | "sessionId">,
  password: string,
  requestHeaders: Headers,
): Promise<({ ok: true } & TotpEnrolment) | Failure> {
  if (!password || password.length > ACCOUNT_LIMITS.passwordMax) return fail("wrong_password");
  // Counted with the sign-in attempts: a stolen session cannot guess the password here.
  const keys = await reserveSignInAttempt(signInSubjects(user.email, requestHeaders));
  if (!keys) return fail("too_many_attempts");
  const auth = await getAuth();
  let uri: string;
  try {
    const answer = await auth.api.enableTwoFactor({
      body: { password, issuer: TOTP_ISSUER, method: "totp" },
      headers: requestHeaders,
    });
    uri = answer.method === "totp" ? answer.totpURI : "";
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return fail("wrong_password");
    await releaseSignInAttempt(keys);
    throw error;
  }
  await releaseSignInAttempt(keys);
  // The password was just typed: the pending secret may be shown again for ten minutes.
  await getDb().update(sessions).set({ passwordConfirmedAt: now() }).where(eq(sessions.id, user.sessionId));
  return { ok: true, uri, secret: new URL(uri).searchParams.get("secret") ?? "" };
}

/** The secret created by startTotpEnrolment and not confirmed yet, or null. */
export async function pendingTotpEnrolment(user: Pick<SessionUser, "id" | "email">): Promise<TotpEnrolment | null> {
  const [row] = await getDb()
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)));
  if (!row) return null;
  const context = await (await getAuth()).$context;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  return totpUri(secret, user.email);
}

/**
 * A 6-digit code: at sign-in (no session, the challenge cookie), at enrolment, or in an
 * older session. On success `headers` carries the new session cookie, if any.
 */
export async function verifyTotpCode(
  code: string,
  user: Pick<SessionUser, "id" | "sessionId"> | null,
  requestHeaders: Headers,
): Promise<{ ok: true; headers: Headers } | Failure> {
  const typed = code.replace(/\s/g, "");
  if (!CODE.test(typed)) return fail("invalid_code");
  const limitKey = user ? `two-factor:user:${user.id}` : null;
  if (limitKey && !(await consumeRateLimit(limitKey, SESSION_CODE_LIMIT)).allowed) return fail("too_many_codes");
  const auth = await getAuth();
  let headers: Headers;
  try {
    ({ headers } = await auth.api.verifyTOTP({ body: { code: typed }, headers: requestHeaders, returnHeaders: true }));
  } catch (error) {
    return fail(reasonOf(error));
  }
  if (limitKey) await releaseRateLimit(limitKey);
  if (user) await admitSession(user);
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  return { ok: true, headers: cookies };
}

/**
 * A right code typed in a signed-in session. At enrolment better-auth replaced that session
 * by a new one, already marked (auth.server.ts); an older session is marked here. The
 * account's other sessions that never passed the factor are ended: from now on only a
 * code opens the account.
 */
async function admitSession(user: Pick<SessionUser, "id" | "sessionId">) {
  const db = getDb();
  await db.update(sessions).set({ twoFactorVerifiedAt: now() }).where(eq(sessions.id, user.sessionId));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), isNull(sessions.twoFactorVerifiedAt), ne(sessions.id, user.sessionId)));
}

function reasonOf(error: unknown): TwoFactorReason {
  if (!isAPIError(error) || error.statusCode >= 500) throw error;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code === "INVALID_CODE") return "invalid_code";
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return "too_many_codes";
  // The challenge expired (10 minutes), was used up (5 wrong codes) or never existed.
  return "code_expired";
}
