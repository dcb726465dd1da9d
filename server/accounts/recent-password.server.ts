// "Password confirmed recently": before a sensitive change (the password, the e-mail, the
// payout number, deleting the account) the person must have typed the password in this
// session within the last few minutes. A stolen session cookie alone then cannot lock the
// owner out or send their money elsewhere. Signing in counts as typing it; otherwise
// confirmPassword() asks for it again.
//
// Any sensitive operation starts with:
//   const confirmed = requireRecentPassword(user);
//   if (!confirmed.ok) return confirmed;
// and its page offers the password field that calls confirmPassword() (the refusal's
// words: server/http/refusals.server.ts, account group).
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { now, nowMs } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { sessions } from "#server/db/schema";
import { ACCOUNT_LIMITS } from "./auth-errors.server";
import { getAuth } from "./auth.server";
import type { SessionUser } from "./session-user.server";
import { releaseSignInAttempt, reserveSignInAttempt, signInSubjects } from "./sign-in-limit.server";

/** How long a typed password vouches for the person at the keyboard. */
export const PASSWORD_CONFIRMATION_MAX_AGE_MS = 10 * 60 * 1000;

export type RecentPasswordRefusal = { ok: false; reason: "password_confirmation_required"; problems: object };

export function passwordConfirmedRecently(
  user: Pick<SessionUser, "passwordConfirmedAt">,
  at: number = nowMs(),
): boolean {
  if (!user.passwordConfirmedAt) return false;
  return at - user.passwordConfirmedAt.getTime() <= PASSWORD_CONFIRMATION_MAX_AGE_MS;
}

/** The guard every sensitive change calls first. */
export function requireRecentPassword(
  user: Pick<SessionUser, "passwordConfirmedAt">,
  at: number = nowMs(),
): { ok: true } | RecentPasswordRefusal {
  if (passwordConfirmedRecently(user, at)) return { ok: true };
  return { ok: false, reason: "password_confirmation_required", problems: {} };
}

/**
 * The person types the password again: checked by better-auth against the session's user
 * (the request's cookie), counted with the sign-in attempts (a stolen session cannot guess
 * it at leisure), and on success recorded on this session only.
 */
export async function confirmPassword(
  user: Pick<SessionUser, "email" | "sessionId">,
  password: string,
  requestHeaders: Headers,
): Promise<{ ok: true } | { ok: false; reason: "wrong_password" | "too_many_attempts"; problems: object }> {
  if (!password || password.length > ACCOUNT_LIMITS.passwordMax) {
    return { ok: false, reason: "wrong_password", problems: {} };
  }
  const keys = await reserveSignInAttempt(signInSubjects(user.email, requestHeaders));
  if (!keys) return { ok: false, reason: "too_many_attempts", problems: {} };
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers: requestHeaders });
  } catch (error) {
    // A wrong password keeps its reserved attempt; anything else is not the person's doing.
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, reason: "wrong_password", problems: {} };
    await releaseSignInAttempt(keys);
    throw error;
  }
  await releaseSignInAttempt(keys);
  await getDb().update(sessions).set({ passwordConfirmedAt: now() }).where(eq(sessions.id, user.sessionId));
  return { ok: true };
}
