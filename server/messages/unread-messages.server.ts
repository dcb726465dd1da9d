// The number of messages a person has not read yet, all conversations together: the
// other side's messages written after the person last read the conversation. The header
// shows it (the lead wires it at merge), /messages shows it too.
import { and, count, eq, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { conversationMessages, conversations } from "#server/db/schema";

export async function countUnreadMessages(userId: string, db: Database = getDb()): Promise<number> {
  const [row] = await unreadMessagesQuery(userId, db);
  return row?.total ?? 0;
}

/**
 * The count as a query, to run alone or inside another (the header's counts); `userId` may
 * be a column of the outer query (the session's).
 */
export function unreadMessagesQuery(userId: string | SQL, db: Database = getDb()) {
  const myReadAt = sql`CASE WHEN ${conversations.travelerId} = ${userId} THEN ${conversations.travelerReadAt} ELSE ${conversations.hostReadAt} END`;
  return db
    .select({ total: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        or(eq(conversations.travelerId, userId), eq(conversations.hostId, userId)),
        or(isNull(conversationMessages.senderId), ne(conversationMessages.senderId, userId)),
        or(sql`${myReadAt} IS NULL`, gt(conversationMessages.createdAt, myReadAt)),
      ),
    );
}
