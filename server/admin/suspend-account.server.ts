// An administrator suspends an account, or reinstates it (issue 16), with a reason.
// Suspended, an account cannot sign in (auth.server.ts refuses its new sessions, with the
// reason: sign-in-suspension.server.ts), its open sessions end at once (deleted here), and
// its listings leave every public read (listings.owner_suspended, the condition of
// publiclyVisible and bookable). Reinstated, it signs in again and its listings come back
// in the state they were. An administrator cannot suspend themself, nor the last
// administrator able to act. One transaction: the account, its listings, its sessions, the
// admin_actions row and the e-mail.
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { getDb, type Database } from "#server/db/client.server";
import { listings, sessions, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { recordAdminAction } from "./admin-action-log.server";
import { holdsRole, lockAccount, wouldLeaveNoAdmin } from "./admin-guards.server";
import { readOperatorReason, type ReasonProblem } from "./operator-reason";

export type SuspensionChange = "suspend" | "reinstate";

export type SuspensionResult =
  | { ok: true; account: { id: string; name: string } }
  | { ok: false; reason: ReasonProblem | "not_found" | "self" | "last_admin" | "already_suspended" | "not_suspended" };

export async function changeSuspension(
  input: { userId: unknown; adminId: string; change: SuspensionChange; reason: unknown },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<SuspensionResult> {
  if (typeof input.userId !== "string") return { ok: false, reason: "not_found" };
  const userId = input.userId;
  const reason = readOperatorReason(input.reason);
  if (!reason.ok) return { ok: false, reason: reason.problem };
  const suspend = input.change === "suspend";

  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) return { ok: false as const, reason: "not_found" as const };
    if (account.id === input.adminId) return { ok: false as const, reason: "self" as const };
    if (suspend) {
      if (account.suspendedAt) return { ok: false as const, reason: "already_suspended" as const };
      if ((await holdsRole(tx, account.id, "admin")) && (await wouldLeaveNoAdmin(tx, account.id))) {
        return { ok: false as const, reason: "last_admin" as const };
      }
    } else if (!account.suspendedAt) {
      return { ok: false as const, reason: "not_suspended" as const };
    }

    await tx
      .update(users)
      .set(
        suspend ? { suspendedAt: now, suspensionReason: reason.reason } : { suspendedAt: null, suspensionReason: null },
      )
      .where(eq(users.id, account.id));
    await tx.update(listings).set({ ownerSuspended: suspend }).where(eq(listings.userId, account.id));
    // Its sessions end now, on every device: the next request it makes is signed out.
    if (suspend) await tx.delete(sessions).where(eq(sessions.userId, account.id));
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: suspend ? "suspend_account" : "reinstate_account",
      targetKind: "account",
      targetId: account.id,
      reason: reason.reason,
      now,
    });
    await queueEmail(tx, {
      to: account.email,
      template: "operator-decision",
      params: suspend ? { kind: "account-suspended", reason: reason.reason } : { kind: "account-reinstated" },
      lang: await recipientLang(account.id, tx),
      dedupeKey: `operator-decision:${input.change}:${account.id}:${now.toISOString()}`,
    });
    return { ok: true as const, account: { id: account.id, name: account.name } };
  });
}
