// What every change to an account by an administrator checks first: the account exists,
// it is not the administrator's own, and the platform keeps at least one administrator who
// can act (holds the role and is not suspended). The administrators' role rows are locked
// (FOR UPDATE) until the caller's transaction ends: two administrators removing each other
// at once cannot leave the platform with none.
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { userRoles, users } from "#server/db/schema";

export type AccountRow = { id: string; name: string; email: string; emailVerified: boolean; suspendedAt: Date | null };

/** The account, locked for the transaction; null when there is none. */
export async function lockAccount(tx: Database, userId: string): Promise<AccountRow | null> {
  if (userId.length === 0 || userId.length > 100) return null;
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ?? null;
}

/** Whether, without `userId`, no administrator able to act would remain. Locks the administrators' roles. */
export async function wouldLeaveNoAdmin(tx: Database, userId: string): Promise<boolean> {
  await tx.execute(sql`SELECT 1 FROM user_roles WHERE role = 'admin' FOR UPDATE`);
  const others = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId), isNull(users.suspendedAt)))
    .limit(1);
  return others.length === 0;
}

export async function holdsRole(tx: Database, userId: string, role: "host" | "admin"): Promise<boolean> {
  const rows = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}
