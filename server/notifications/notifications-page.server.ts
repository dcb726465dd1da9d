// /notifications: a person's notifications, newest first, a page at a time, in the reader's
// language; and the header's unread counts.
import { and, count, desc, eq } from "drizzle-orm";
import type { Lang } from "#common/i18n";
import { getDb, type Database } from "#server/db/client.server";
import { notifications } from "#server/db/schema";
import { countUnread, notificationInWords, type NotificationItem } from "./notifications.server";

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Far enough for anyone; a page number past it is read as the last one asked for. */
const MAX_PAGE = 500;

/** '?page=' as a page number: anything else than a whole number from 1 is page 1. */
export function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}

export async function notificationsPage(
  userId: string,
  lang: Lang,
  page: number,
  db: Database = getDb(),
): Promise<{ items: NotificationItem[]; page: number; hasNext: boolean; total: number; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const [totalRow] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));
  return {
    items: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({
      id: row.id,
      kind: row.kind,
      ...notificationInWords(row, lang),
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    hasNext: rows.length > NOTIFICATIONS_PAGE_SIZE,
    total: Number(totalRow?.value ?? 0),
    unread: await countUnread(userId),
  };
}
