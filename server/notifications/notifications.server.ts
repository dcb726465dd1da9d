// Notifications stored on the server. Other domains write them inside their own transaction
// (pass the transaction as `dbOrTx`), so a notification exists exactly when what it reports
// happened. Each keeps its template and arguments and is worded in the reader's language.
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { now } from "#common/clock";
import { langOrDefault, type Lang } from "#common/i18n";
import { isId } from "#common/ids";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { getDb, type Database } from "#server/db/client.server";
import { notifications, profiles, userRoles } from "#server/db/schema";
import {
  isNotificationTemplate,
  renderNotification,
  type NotificationArguments,
  type NotificationTemplate,
} from "./notification-templates.server";

/**
 * A notification to write: its kind (what happened, for filters), its template and raw
 * arguments (worded in the reader's language when shown), where it leads.
 */
export type NotificationInput = {
  kind: string;
  template: NotificationTemplate;
  args: NotificationArguments;
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

/** The row: the template and arguments, and the words of this moment in the reader's language. */
const columns = (input: NotificationInput, lang: Lang) => {
  const words = renderNotification(input.template, input.args, lang);
  return {
    kind: input.kind.slice(0, 60),
    title: words.title.slice(0, 200),
    message: words.message.slice(0, 2000),
    params: { template: input.template, args: input.args.map(boundArgument) },
    link: input.link ?? null,
    listingId: input.listingId ?? null,
    bookingId: input.bookingId ?? null,
  };
};

const boundArgument = (value: string | number) => (typeof value === "string" ? value.slice(0, 2000) : value);

export async function notifyUser(dbOrTx: Database, input: NotificationInput & { userId: string }) {
  const lang = await recipientLang(input.userId, dbOrTx);
  await dbOrTx.insert(notifications).values({ userId: input.userId, ...columns(input, lang) });
}

/** One row per administrator, each in their language. */
export async function notifyAdmins(dbOrTx: Database, input: NotificationInput) {
  const admins = await dbOrTx
    .select({ userId: userRoles.userId, lang: profiles.lang })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"));
  if (!admins.length) return;
  await dbOrTx
    .insert(notifications)
    .values(admins.map(({ userId, lang }) => ({ userId, ...columns(input, langOrDefault(lang)) })));
}

/** A stored notification in the reader's language (rows written before templates keep their words). */
export function notificationInWords(
  row: { title: string; message: string; params: unknown },
  lang: Lang,
): { title: string; message: string } {
  const params = row.params as { template?: unknown; args?: unknown } | null;
  if (params && isNotificationTemplate(params.template) && Array.isArray(params.args)) {
    return renderNotification(params.template, params.args as NotificationArguments, lang);
  }
  return { title: row.title, message: row.message };
}

export async function listNotifications(
  userId: string,
  lang: Lang,
  options: { limit?: number } = {},
): Promise<NotificationItem[]> {
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
    ...notificationInWords(row, lang),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Marks one of the user's notifications read; false when it is not theirs (or unknown). */
export async function markNotificationRead(userId: string, id: string): Promise<boolean> {
  if (!isId(id)) return false;
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

/**
 * The count as a query, to run alone or inside another (the header's counts); `userId` may
 * be a column of the outer query (the session's, header-counts.server.ts).
 */
export function unreadNotificationsQuery(userId: string | SQL, db: Database = getDb()) {
  return db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function countUnread(userId: string): Promise<number> {
  const [row] = await unreadNotificationsQuery(userId);
  return Number(row?.value ?? 0);
}
