import { eq } from "drizzle-orm";
import { signIn, signUp } from "#server/accounts/credentials.server";
import { getSessionUser } from "#server/accounts/session-user.server";
import { startTotpEnrolment, verifyTotpCode } from "#server/accounts/two-factor.server";
import { getDb } from "#server/db/client.server";
import { profiles, userRoles, users } from "#server/db/schema";
import { saidAccount } from "#tests/support/in-words";
import { cookieFrom, siteHeaders } from "#tests/support/site-requests";
import { totpCode } from "#tests/support/totp";

export const TEST_PASSWORD = "Baobab-Ouidah-26";

/** The account's owner opened the link mailed at sign-up (tests skip the mailbox). */
export async function confirmEmailOf(email: string) {
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email.trim().toLowerCase()));
}

/**
 * Signs up (through the real sign-up) and signs in a user, with extra roles if asked;
 * returns the user's id and the Cookie header a browser would send. The address is
 * confirmed unless `verified: false`. An administrator then enrols an authenticator and
 * types its first code, as the admin pages ask (`secondFactor: false` skips it): the
 * session returned passed the second factor, and `totpSecret` makes the next codes.
 */
export async function signedInUser(
  email: string,
  options: { name?: string; roles?: ("host" | "admin")[]; verified?: boolean; secondFactor?: boolean } = {},
): Promise<{ userId: string; cookie: string; totpSecret: string | null }> {
  const signup = await saidAccount(
    signUp(
      { username: options.name ?? "Utilisateur Test", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      siteHeaders(),
    ),
    "signUp",
  );
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.message}`);
  if (options.verified !== false) await confirmEmailOf(email);
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  for (const role of options.roles ?? []) {
    await getDb().insert(userRoles).values({ userId: user!.id, role }).onConflictDoNothing();
    await getDb().update(profiles).set({ userType: role }).where(eq(profiles.id, user!.id));
  }
  const result = await saidAccount(signIn({ email, password: TEST_PASSWORD }, siteHeaders()), "signIn");
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  const cookie = cookieFrom(result.headers);
  if (!options.roles?.includes("admin") || options.secondFactor === false) {
    return { userId: user!.id, cookie, totpSecret: null };
  }
  return { userId: user!.id, ...(await enrolSecondFactor(cookie)) };
}

/** The enrolment as /two-factor runs it: the password, the secret, a first right code. */
export async function enrolSecondFactor(cookie: string): Promise<{ cookie: string; totpSecret: string }> {
  const headers = siteHeaders({ cookie });
  const sessionUser = await getSessionUser(new Request("http://localhost/", { headers }));
  if (!sessionUser) throw new Error("enrolment without a session");
  const started = await startTotpEnrolment(sessionUser, TEST_PASSWORD, headers);
  if (!started.ok) throw new Error(`enrolment failed: ${started.reason}`);
  const verified = await verifyTotpCode(totpCode(started.secret), sessionUser, headers);
  if (!verified.ok) throw new Error(`first code refused: ${verified.reason}`);
  return { cookie: withCookies(cookie, cookieFrom(verified.headers)), totpSecret: started.secret };
}

/** A Cookie header with `later`'s cookies replacing those of the same name. */
export function withCookies(earlier: string, later: string) {
  const jar = new Map<string, string>();
  for (const pair of [...earlier.split("; "), ...later.split("; ")].filter(Boolean)) {
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * Signs in again as /auth then /two-factor do: the password, then (for an administrator
 * with an authenticator) a right code. Returns the Cookie header of the new session.
 */
export async function signInAgain(email: string, totpSecret?: string | null): Promise<string> {
  const result = await saidAccount(signIn({ email, password: TEST_PASSWORD }, siteHeaders()), "signIn");
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  const challenge = cookieFrom(result.headers);
  if (!result.secondStep) return challenge;
  if (!totpSecret) throw new Error("second factor asked without an authenticator");
  const verified = await verifyTotpCode(totpCode(totpSecret), null, siteHeaders({ cookie: challenge }));
  if (!verified.ok) throw new Error(`code refused: ${verified.reason}`);
  return withCookies(challenge, cookieFrom(verified.headers));
}
