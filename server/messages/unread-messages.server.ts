// The number of messages a person has not read yet, all conversations together: the
// other side's messages written after the person last read the conversation. The header
// shows it (the lead wires it at merge), /messages shows it too.
import { and, count, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { conversationMessages, conversations } from "#server/db/schema";

export async function countUnreadMessages(userId: string, db: Database = getDb()): Promise<number> {
  const myReadAt = sql`CASE WHEN ${conversations.travelerId} = ${userId} THEN ${conversations.travelerReadAt} ELSE ${conversations.hostReadAt} END`;
  const [row] = await db
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
  return row?.total ?? 0;
}
