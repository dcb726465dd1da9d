// user_roles is the source of truth for permissions.
import { and, asc, eq } from "drizzle-orm";
import { now } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { profiles, userRoles, users } from "#server/db/schema";
import { log } from "#server/observability/log.server";

export type Role = "user" | "host" | "admin";

/**
 * The spec's lookup: the user's roles sorted ascending, first one taken. 'admin' < 'host'
 * < 'user', so an admin who is also host is 'admin'. No user: null. No row, or the lookup
 * fails: 'user' (the least privileged role).
 */
export async function getUserRole(userId: string | null | undefined, db: Database = getDb()): Promise<Role | null> {
  if (!userId) return null;
  try {
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.role))
      .limit(1);
    return row?.role ?? "user";
  } catch (error) {
    log("accounts").error({ err: error }, "lecture du rôle impossible");
    return "user";
  }
}

export async function getUserRoles(userId: string, db: Database = getDb()): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

export type GrantResult = { ok: true } | { ok: false; reason: "email_not_verified" };

/**
 * Grants a role (idempotent). Admins and hosts also get the matching profile user_type.
 * Refused while the account's e-mail is not confirmed: an address someone else claimed
 * first must never become a host or an administrator.
 */
export async function grantRole(userId: string, role: Role, db: Database = getDb()): Promise<GrantResult> {
  return db.transaction(async (tx) => {
    // Locked: the check holds until the role is written.
    const [owner] = await tx
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (role !== "user" && owner?.verified !== true)
      return { ok: false as const, reason: "email_not_verified" as const };
    await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    if (role === "admin") {
      await tx.update(profiles).set({ userType: "admin", updatedAt: now() }).where(eq(profiles.id, userId));
    } else if (role === "host") {
      // An administrator who also hosts stays 'admin' in the profile.
      await tx
        .update(profiles)
        .set({ userType: "host", updatedAt: now() })
        .where(and(eq(profiles.id, userId), eq(profiles.userType, "traveler")));
    }
    return { ok: true as const };
  });
}

export async function findUserIdByEmail(email: string, db: Database = getDb()) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}
