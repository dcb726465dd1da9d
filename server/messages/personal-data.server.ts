// A person's messages in their data download, and what deleting the account does to them
// (docs/decisions/021-messages.md): the conversations stay for the other side, the
// person's own messages keep their text but lose their author ('Compte supprimé'), and the
// person leaves each conversation. The lead registers both with the account's registry.
import { asc, eq, inArray, or } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { conversationMessages, conversations, listings } from "#server/db/schema";

export type MessagesPersonalData = {
  conversations: {
    id: string;
    listing: string;
    bookingId: string | null;
    side: "traveler" | "host";
    reportedByMe: boolean;
    messages: { at: string; fromMe: boolean; text: string }[];
  }[];
};

export async function exportMessagesPersonalData(
  userId: string,
  db: Database = getDb(),
): Promise<MessagesPersonalData> {
  const rows = await db
    .select({ conversation: conversations, listingTitle: listings.title })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(or(eq(conversations.travelerId, userId), eq(conversations.hostId, userId)))
    .orderBy(asc(conversations.createdAt));
  const ids = rows.map((row) => row.conversation.id);
  const messages = ids.length
    ? await db
        .select()
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, ids))
        .orderBy(asc(conversationMessages.createdAt))
    : [];
  return {
    conversations: rows.map(({ conversation, listingTitle }) => ({
      id: conversation.id,
      listing: listingTitle,
      bookingId: conversation.bookingId,
      side: conversation.travelerId === userId ? "traveler" : "host",
      reportedByMe: conversation.reportedBy === userId,
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          at: message.createdAt.toISOString(),
          fromMe: message.senderId === userId,
          text: message.body,
        })),
    })),
  };
}

/** Run in the account deletion's transaction (pass it as `db`). */
export async function eraseMessagesPersonalData(userId: string, db: Database = getDb()): Promise<void> {
  await db.update(conversationMessages).set({ senderId: null }).where(eq(conversationMessages.senderId, userId));
  await db.update(conversations).set({ travelerId: null }).where(eq(conversations.travelerId, userId));
  await db.update(conversations).set({ hostId: null }).where(eq(conversations.hostId, userId));
  await db.update(conversations).set({ reportedBy: null }).where(eq(conversations.reportedBy, userId));
}
