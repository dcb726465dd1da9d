// A signed-in person chooses a new password: only with the password confirmed recently in
// this session (recent-password.server.ts), never on the strength of the cookie alone. The
// other sessions of the account end (a thief's among them); this one stays open.
import { and, eq, ne } from "drizzle-orm";
import { nowMs } from "#common/clock";
import { validateNewPassword, type AccountProblems } from "#common/rules/account";
import { getDb } from "#server/db/client.server";
import { accounts, sessions } from "#server/db/schema";
import { getAuth } from "./auth.server";
import { requireRecentPassword, type RecentPasswordRefusal } from "./recent-password.server";
import type { SessionUser } from "./session-user.server";

type NewPassword = { password: string; confirmPassword: string };

export async function changePassword(
  user: Pick<SessionUser, "id" | "sessionId" | "passwordConfirmedAt">,
  fields: NewPassword,
  at: number = nowMs(),
): Promise<
  { ok: true } | RecentPasswordRefusal | { ok: false; reason: "invalid_fields"; problems: AccountProblems<NewPassword> }
> {
  const confirmed = requireRecentPassword(user, at);
  if (!confirmed.ok) return confirmed;
  const problems = validateNewPassword(fields);
  if (Object.keys(problems).length) return { ok: false, reason: "invalid_fields", problems };
  // better-auth's own hash (scrypt), written with the end of the other sessions, together.
  const hash = await (await (await getAuth()).$context).password.hash(fields.password);
  await getDb().transaction(async (transaction) => {
    await transaction
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
    await transaction.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
  });
  return { ok: true };
}
