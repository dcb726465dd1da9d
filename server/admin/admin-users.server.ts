// The users tab: profiles newest first with full name, type
// and creation date; the e-mail is masked.
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { profiles, users } from "#server/db/schema";
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
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(profiles),
  ]);
  const items = rows.map(({ email, createdAt, fullName, ...row }) => ({
    ...row,
    fullName: fullName?.trim() || null,
    maskedEmail: maskEmail(email),
    createdAt: createdAt.toISOString(),
  }));
  return toPage(items, Number(total?.value ?? 0), page, USERS_PAGE_SIZE);
}
