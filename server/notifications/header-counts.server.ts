// The header's two counts for the signed-in person: unread notifications and unread
// messages. Read with the root loader on every page: a failure shows no count, never an
// error page.
import { sql, type SQL } from "drizzle-orm";
import { sqlRows } from "#server/calendars/sql-rows.server";
import { getDb, type Database } from "#server/db/client.server";
import { unreadMessagesQuery } from "#server/messages/unread-messages.server";
import { log } from "#server/observability/log.server";
import { unreadNotificationsQuery } from "./notifications.server";

export type HeaderCounts = { notifications: number; messages: number };

/**
 * Both counts as two columns of another query whose `userId` is one of its columns: the
 * signed-in page's session read takes them in its own round trip (session-quick-read).
 */
export function headerCountColumns(userId: SQL, db: Database = getDb()): SQL {
  return sql`(${unreadNotificationsQuery(userId, db)}) AS "unreadNotifications", (${unreadMessagesQuery(userId, db)}) AS "unreadMessages"`;
}

/** headerCountColumns' columns as read (a count may come as a string from node-postgres). */
export type CountColumns = { unreadNotifications: number | string; unreadMessages: number | string };

/** The counts as headerCountColumns' columns read them. */
export function headerCountsOf(row: CountColumns): HeaderCounts {
  return { notifications: Number(row.unreadNotifications), messages: Number(row.unreadMessages) };
}

export async function headerCounts(userId: string): Promise<HeaderCounts> {
  try {
    // Both counts in one round trip: the header is on every signed-in page (docs/decisions/037).
    const db = getDb();
    const [row] = await sqlRows<CountColumns>(db, sql`SELECT ${headerCountColumns(sql`${userId}`, db)}`);
    return row ? headerCountsOf(row) : { notifications: 0, messages: 0 };
  } catch (error) {
    log("notifications").error({ err: error }, "compteurs de l'en-tête illisibles");
    return { notifications: 0, messages: 0 };
  }
}
