// The administrators' actions, recorded (admin_actions, migration 0021: append-only, a
// trigger refuses any UPDATE or DELETE) in the transaction of the change they record, and
// read back as a listing's or an account's history on the dashboard.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { getDb } from "#server/db/client.server";
import { adminActions, profiles, type AdminActionKind, type AdminActionTarget } from "#server/db/schema";

export type AdminActionRecord = {
  id: string;
  action: AdminActionKind;
  detail: string | null;
  reason: string;
  adminName: string | null;
  createdAt: string;
};

export async function recordAdminAction(
  tx: Database,
  entry: {
    adminId: string;
    action: AdminActionKind;
    targetKind: AdminActionTarget;
    targetId: string;
    reason: string;
    detail?: string | null;
    now: Date;
  },
) {
  await tx.insert(adminActions).values({
    adminId: entry.adminId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    reason: entry.reason,
    detail: entry.detail ?? null,
    createdAt: entry.now,
  });
}

/** Each target's actions, newest first (at most `limit` each), for the dashboard's lists. */
export async function adminActionsFor(
  targetKind: AdminActionTarget,
  targetIds: string[],
  { limit = 20, db = getDb() }: { limit?: number; db?: Database } = {},
): Promise<Map<string, AdminActionRecord[]>> {
  const byTarget = new Map<string, AdminActionRecord[]>();
  if (targetIds.length === 0) return byTarget;
  const rows = await db
    .select({
      id: adminActions.id,
      targetId: adminActions.targetId,
      action: adminActions.action,
      detail: adminActions.detail,
      reason: adminActions.reason,
      adminName: profiles.fullName,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(profiles, eq(profiles.id, adminActions.adminId))
    .where(and(eq(adminActions.targetKind, targetKind), inArray(adminActions.targetId, targetIds)))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
  for (const { targetId, createdAt, adminName, ...row } of rows) {
    const list = byTarget.get(targetId) ?? [];
    if (list.length < limit)
      list.push({ ...row, adminName: adminName?.trim() || null, createdAt: createdAt.toISOString() });
    byTarget.set(targetId, list);
  }
  return byTarget;
}
