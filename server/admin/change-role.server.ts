// An administrator grants or removes the host or the administrator role from the users tab
// (issue 16), with a reason, under the guards of `npm run admin:grant` (grantRole: an
// address not yet confirmed never gets a role) and one more: the platform never loses its
// last administrator able to act. An administrator does not change their own roles (another
// one does). One transaction: the role, the profile's type, the admin_actions row.
import { and, eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { grantRole } from "#server/accounts/roles.server";
import { getDb, type Database } from "#server/db/client.server";
import { profiles, userRoles } from "#server/db/schema";
import { recordAdminAction } from "./admin-action-log.server";
import { holdsRole, lockAccount, wouldLeaveNoAdmin } from "./admin-guards.server";
import { readOperatorReason, type ReasonProblem } from "./operator-reason";

export const CHANGEABLE_ROLES = ["host", "admin"] as const;
export type ChangeableRole = (typeof CHANGEABLE_ROLES)[number];
export type RoleChange = "grant" | "remove";

export type RoleChangeResult =
  | { ok: true; account: { id: string; name: string }; role: ChangeableRole }
  | {
      ok: false;
      reason:
        | ReasonProblem
        | "not_found"
        | "own_role"
        | "last_admin"
        | "email_not_verified"
        | "role_already_held"
        | "role_not_held";
    };

export function isChangeableRole(value: unknown): value is ChangeableRole {
  return CHANGEABLE_ROLES.includes(value as ChangeableRole);
}

export async function changeRole(
  input: { userId: unknown; adminId: string; change: RoleChange; role: ChangeableRole; reason: unknown },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<RoleChangeResult> {
  if (typeof input.userId !== "string") return { ok: false, reason: "not_found" };
  const userId = input.userId;
  const reason = readOperatorReason(input.reason);
  if (!reason.ok) return { ok: false, reason: reason.problem };
  const { role } = input;

  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account) return { ok: false as const, reason: "not_found" as const };
    if (account.id === input.adminId) return { ok: false as const, reason: "own_role" as const };
    const held = await holdsRole(tx, account.id, role);
    if (input.change === "grant") {
      if (held) return { ok: false as const, reason: "role_already_held" as const };
      const granted = await grantRole(account.id, role, tx);
      if (!granted.ok) return { ok: false as const, reason: granted.reason };
    } else {
      if (!held) return { ok: false as const, reason: "role_not_held" as const };
      if (role === "admin" && (await wouldLeaveNoAdmin(tx, account.id))) {
        return { ok: false as const, reason: "last_admin" as const };
      }
      await tx.delete(userRoles).where(and(eq(userRoles.userId, account.id), eq(userRoles.role, role)));
      // The profile's type follows the roles left (an administrator who also hosts is 'admin').
      const admin = role !== "admin" && (await holdsRole(tx, account.id, "admin"));
      const host = role !== "host" && (await holdsRole(tx, account.id, "host"));
      await tx
        .update(profiles)
        .set({ userType: admin ? "admin" : host ? "host" : "traveler", updatedAt: now })
        .where(eq(profiles.id, account.id));
    }
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: input.change === "grant" ? "grant_role" : "remove_role",
      targetKind: "account",
      targetId: account.id,
      detail: role,
      reason: reason.reason,
      now,
    });
    return { ok: true as const, account: { id: account.id, name: account.name }, role };
  });
}
