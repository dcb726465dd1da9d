// Sign-up, sign-in and sign-out as the /auth page's actions run them: validate with the
// account rules, call better-auth's server API, translate its answer into our reason codes
// (the route gives their words: server/http/refusals.server.ts).
import { eq } from "drizzle-orm";
import {
  normalizeEmail,
  validateLogin,
  validateSignup,
  type AccountProblems,
  type LoginFields,
  type SignupFields,
} from "#common/rules/account";
import { getDb } from "#server/db/client.server";
import { users } from "#server/db/schema";
import { clientAddress } from "#server/security/client-ip.server";
import { takeAllowance } from "#server/security/limits.server";
import { authErrorReason, type AccountReason } from "./auth-errors.server";
import { getAuth } from "./auth.server";
import { commonPasswordProblem } from "./common-passwords.server";

/**
 * Why a form was refused: its fields' problems (`invalid_fields`), or another reason, the
 * e-mail already taken then also shown under the e-mail field.
 */
export type FormFailure<T> = { ok: false; reason: AccountReason; problems: AccountProblems<T> };

export async function signUp(
  fields: SignupFields,
  requestHeaders: Headers,
): Promise<{ ok: true } | FormFailure<SignupFields>> {
  const fail = (reason: AccountReason, problems: AccountProblems<SignupFields> = {}) =>
    ({ ok: false, reason, problems }) as const;
  const problems = validateSignup(fields);
  if (Object.keys(problems).length) return fail("invalid_fields", problems);
  const common = commonPasswordProblem(fields.password);
  if (common) return fail("invalid_fields", { password: common });
  const email = normalizeEmail(fields.email);
  // Before the address is looked up: the limit also bounds how fast anyone can ask
  // which addresses have an account.
  const allowance = await takeAllowance("signUp", { target: email, address: clientAddress(requestHeaders) });
  if (!allowance.allowed) return fail("too_many_requests");
  // better-auth hides duplicates behind a fake success when auto sign-in is off; the
  // spec wants a clear message, so the address is checked first.
  if (await emailExists(email)) return fail("email_taken");
  const auth = await getAuth();
  try {
    const result = await auth.api.signUpEmail({
      body: { name: fields.username.trim(), email, password: fields.password },
      headers: requestHeaders,
    });
    // A sign-up racing ours for the same address wins the insert; ours gets the fake
    // success: the returned id then does not exist.
    if (!(await userExists(result.user.id))) return fail("email_taken");
    return { ok: true };
  } catch (error) {
    // On PostgreSQL the racing insert can also fail on the UNIQUE e-mail (a double click):
    // the address is taken, which is what the person must read.
    if (await emailExists(email)) return fail("email_taken");
    return fail(authErrorReason(error, "sign_up_failed"));
  }
}

/**
 * On success, `headers` carries the session cookie to set, or, when the account has a second
 * factor (`secondStep`), the sign-in challenge's cookie: no session exists until the code
 * is typed on /two-factor (two-factor.server.ts).
 */
export async function signIn(
  fields: LoginFields,
  requestHeaders: Headers,
): Promise<{ ok: true; headers: Headers; secondStep: boolean } | FormFailure<LoginFields>> {
  const fail = (reason: AccountReason, problems: AccountProblems<LoginFields> = {}) =>
    ({ ok: false, reason, problems }) as const;
  const problems = validateLogin(fields);
  if (Object.keys(problems).length) return fail("invalid_fields", problems);
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: normalizeEmail(fields.email), password: fields.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    const secondStep = (response as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
    return { ok: true, headers: onlyCookies(headers), secondStep };
  } catch (error) {
    return fail(authErrorReason(error, "sign_in_failed"));
  }
}

/** Ends this session; `headers` clears the cookie. */
export async function signOut(requestHeaders: Headers) {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return onlyCookies(headers);
  } catch {
    // Already signed out (no or unknown cookie): nothing to end.
    return new Headers();
  }
}

/** Ends every session of the signed-in user, on every device. */
export async function signOutEverywhere(requestHeaders: Headers) {
  const auth = await getAuth();
  try {
    await auth.api.revokeSessions({ headers: requestHeaders });
  } catch {
    // No valid session: there is nothing to revoke.
  }
  return signOut(requestHeaders);
}

function onlyCookies(headers: Headers) {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

async function emailExists(email: string) {
  const rows = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

async function userExists(id: string) {
  const rows = await getDb().select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}
