// What a successful password reset ends besides the link it used. better-auth consumes that
// one link and (revokeSessionsOnPasswordReset) deletes the account's sessions; every other
// pending link of the account must die too, or a link mailed earlier (a mailbox read by
// someone else, a forwarded message) would still change the new password within its hour.
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { sessions, verifications } from "#server/db/schema";

/**
 * Deletes every verification row of the user (reset links are stored hashed, so their kind
 * cannot be told apart: any pending challenge of the account ends with them) and, again,
 * every session: one opened while the reset was running does not survive it.
 */
export async function endOtherResetLinksAndSessions(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
