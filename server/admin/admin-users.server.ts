// The users tab: profiles newest first with full name, type, creation date, the roles held,
// the suspension and the administrators' actions on each account; the e-mail is masked.
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { profiles, users } from "#server/db/schema";
import { adminActionsFor } from "./admin-action-log.server";
import { pageWindow, toPage, type Page } from "./dashboard-query";
import { maskEmail } from "./mask-email";
import type { AdminUser } from "./types";

export const USERS_PAGE_SIZE = 20;

export async function listUsers(page: number): Promise<Page<AdminUser>> {
  const db = getDb();
  const { limit, offset } = pageWindow(page, USERS_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        userType: profiles.userType,
        email: users.email,
        createdAt: profiles.createdAt,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
        roles: sql<
          ("host" | "admin")[] | null
        >`(SELECT array_agg(role ORDER BY role) FROM user_roles WHERE user_id = ${profiles.id} AND role IN ('host', 'admin'))`,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(profiles),
  ]);
  const history = await adminActionsFor(
    "account",
    rows.map((row) => row.id),
  );
  const items = rows.map(({ email, createdAt, fullName, suspendedAt, roles, ...row }) => ({
    ...row,
    fullName: fullName?.trim() || null,
    maskedEmail: maskEmail(email),
    createdAt: createdAt.toISOString(),
    suspendedAt: suspendedAt?.toISOString() ?? null,
    roles: roles ?? [],
    adminActions: history.get(row.id) ?? [],
  }));
  return toPage(items, Number(total?.value ?? 0), page, USERS_PAGE_SIZE);
}
