// The header's two counts for the signed-in person: unread notifications and unread
// messages. Read with the root loader on every page: a failure shows no count, never an
// error page.
import { sql } from "drizzle-orm";
import { sqlRows } from "#server/calendars/sql-rows.server";
import { getDb } from "#server/db/client.server";
import { unreadMessagesQuery } from "#server/messages/unread-messages.server";
import { log } from "#server/observability/log.server";
import { unreadNotificationsQuery } from "./notifications.server";

export type HeaderCounts = { notifications: number; messages: number };

export async function headerCounts(userId: string): Promise<HeaderCounts> {
  try {
    // Both counts in one round trip: the header is on every signed-in page (docs/decisions/037).
    const db = getDb();
    const [row] = await sqlRows<{ notifications: number | string; messages: number | string }>(
      db,
      sql`SELECT (${unreadNotificationsQuery(userId, db)}) AS notifications, (${unreadMessagesQuery(userId, db)}) AS messages`,
    );
    return { notifications: Number(row?.notifications ?? 0), messages: Number(row?.messages ?? 0) };
  } catch (error) {
    log("notifications").error({ err: error }, "compteurs de l'en-tête illisibles");
    return { notifications: 0, messages: 0 };
  }
}
