// Notifications stored on the server (decisions.md: no more sample data). Other domains
// write them inside their own transaction (pass the transaction as `dbOrTx`), so a
// notification exists exactly when what it reports happened.
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { now } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { notifications, userRoles } from "#server/db/schema";

/** The database or a transaction opened on it. */
export type DatabaseOrTransaction = Pick<Database, "insert" | "select" | "update">;

export type NotificationInput = {
  kind: string;
  title: string;
  message: string;
  link?: string | null;
  listingId?: string | null;
  bookingId?: string | null;
};

export type NotificationItem = {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = (input: NotificationInput) => ({
  kind: input.kind.slice(0, 60),
  title: input.title.slice(0, 200),
  message: input.message.slice(0, 2000),
  link: input.link ?? null,
  listingId: input.listingId ?? null,
  bookingId: input.bookingId ?? null,
});

export async function notifyUser(dbOrTx: DatabaseOrTransaction, input: NotificationInput & { userId: string }) {
  await dbOrTx.insert(notifications).values({ userId: input.userId, ...columns(input) });
}

/** One row per administrator. */
export async function notifyAdmins(dbOrTx: DatabaseOrTransaction, input: NotificationInput) {
  const admins = await dbOrTx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  if (!admins.length) return;
  await dbOrTx.insert(notifications).values(admins.map(({ userId }) => ({ userId, ...columns(input) })));
}

export async function listNotifications(userId: string, options: { limit?: number } = {}): Promise<NotificationItem[]> {
  const limit = Math.min(100, Math.max(1, Math.trunc(options.limit ?? 20) || 20));
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Marks one of the user's notifications read; false when it is not theirs (or unknown). */
export async function markNotificationRead(userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await getDb()
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(userId: string): Promise<number> {
  const rows = await getDb()
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function countUnread(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.value ?? 0);
}
