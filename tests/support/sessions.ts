import { eq } from "drizzle-orm";
import { signIn, signUp } from "#server/accounts/credentials.server";
import { getDb } from "#server/db/client.server";
import { profiles, userRoles, users } from "#server/db/schema";
import { saidAccount } from "#tests/support/in-words";
import { cookieFrom, siteHeaders } from "#tests/support/site-requests";

export const TEST_PASSWORD = "Baobab-Ouidah-26";

/** The account's owner opened the link mailed at sign-up (tests skip the mailbox). */
export async function confirmEmailOf(email: string) {
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, email.trim().toLowerCase()));
}

/**
 * Signs up (through the real sign-up) and signs in a user, with extra roles if asked;
 * returns the user's id and the Cookie header a browser would send. The address is
 * confirmed unless `verified: false`.
 */
export async function signedInUser(
  email: string,
  options: { name?: string; roles?: ("host" | "admin")[]; verified?: boolean } = {},
): Promise<{ userId: string; cookie: string }> {
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
  return { userId: user!.id, cookie: cookieFrom(result.headers) };
}
