// Sign-up, sign-in and sign-out as the /auth page's actions run them: validate with the
// spec's rules, call better-auth's server API, translate its answer into French.
import { eq } from "drizzle-orm";
import {
  normalizeEmail,
  validateLogin,
  validateSignup,
  type FieldErrors,
  type LoginFields,
  type SignupFields,
} from "#app/components/auth-forms/validation";
import { auth as messages } from "#common/texts/fr/auth";
import { getDb } from "#server/db/client.server";
import { users } from "#server/db/schema";
import { frenchAuthError } from "./auth-errors.server";
import { getAuth } from "./auth.server";

export type FormFailure<T> = { ok: false; title: string; message: string; fieldErrors: FieldErrors<T> };

export async function signUp(
  fields: SignupFields,
  requestHeaders: Headers,
): Promise<{ ok: true } | FormFailure<SignupFields>> {
  const fail = (message: string, fieldErrors: FieldErrors<SignupFields> = {}) =>
    ({ ok: false, title: messages.errors.signUpTitle, message, fieldErrors }) as const;
  const fieldErrors = validateSignup(fields);
  if (Object.keys(fieldErrors).length) return fail(Object.values(fieldErrors)[0]!, fieldErrors);
  const email = normalizeEmail(fields.email);
  // better-auth hides duplicates behind a fake success when auto sign-in is off; the
  // spec wants a clear message, so the address is checked first.
  if (await emailExists(email)) return fail(messages.errors.emailTaken, { email: messages.errors.emailTaken });
  const auth = await getAuth();
  try {
    const result = await auth.api.signUpEmail({
      body: { name: fields.username.trim(), email, password: fields.password },
      headers: requestHeaders,
    });
    // A sign-up racing ours for the same address wins the insert; ours gets the fake
    // success: the returned id then does not exist.
    if (!(await userExists(result.user.id)))
      return fail(messages.errors.emailTaken, { email: messages.errors.emailTaken });
    return { ok: true };
  } catch (error) {
    // On PostgreSQL the racing insert can also fail on the UNIQUE e-mail (a double click):
    // the address is taken, which is what the person must read.
    if (await emailExists(email)) return fail(messages.errors.emailTaken, { email: messages.errors.emailTaken });
    return fail(frenchAuthError(error, messages.errors.signUpFallback));
  }
}

/** On success, `headers` carries the session cookie to set. */
export async function signIn(
  fields: LoginFields,
  requestHeaders: Headers,
): Promise<{ ok: true; headers: Headers } | FormFailure<LoginFields>> {
  const fail = (message: string, fieldErrors: FieldErrors<LoginFields> = {}) =>
    ({ ok: false, title: messages.errors.signInTitle, message, fieldErrors }) as const;
  const fieldErrors = validateLogin(fields);
  if (Object.keys(fieldErrors).length) return fail(Object.values(fieldErrors)[0]!, fieldErrors);
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: normalizeEmail(fields.email), password: fields.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers: onlyCookies(headers) };
  } catch (error) {
    return fail(frenchAuthError(error, messages.errors.signInFallback));
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
