// /messages: a person's conversations, the one with the newest message first, each with
// the other person's name, the last message and the number unread; and, for
// administrators, the conversations reported to them.
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, conversationMessages, conversations, listings } from "#server/db/schema";
import { namesOf } from "./people.server";
import type { ConversationListItem } from "./types";

const LIST_LIMIT = 200;

async function lastMessages(ids: string[], db: Database) {
  if (!ids.length) return new Map<string, typeof conversationMessages.$inferSelect>();
  const rows = await db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, ids))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.createdAt));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

async function unreadCounts(userId: string, ids: string[], db: Database) {
  if (!ids.length) return new Map<string, number>();
  const myReadAt = sql`CASE WHEN ${conversations.travelerId} = ${userId} THEN ${conversations.travelerReadAt} ELSE ${conversations.hostReadAt} END`;
  const rows = await db
    .select({ id: conversationMessages.conversationId, unread: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        inArray(conversationMessages.conversationId, ids),
        sql`${conversationMessages.senderId} IS DISTINCT FROM ${userId}`,
        sql`(${myReadAt} IS NULL OR ${conversationMessages.createdAt} > ${myReadAt})`,
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((row) => [row.id, Number(row.unread)]));
}

const baseQuery = (db: Database) =>
  db
    .select({ conversation: conversations, listingTitle: listings.title, bookingReference: bookings.bookingReference })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId));

export async function listConversations(userId: string, db: Database = getDb()): Promise<ConversationListItem[]> {
  const rows = await baseQuery(db)
    .where(or(eq(conversations.travelerId, userId), eq(conversations.hostId, userId)))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(LIST_LIMIT);
  const ids = rows.map((row) => row.conversation.id);
  const [last, unread] = [await lastMessages(ids, db), await unreadCounts(userId, ids, db)];
  const names = await namesOf(
    rows.flatMap((row) => [row.conversation.travelerId, row.conversation.hostId]),
    db,
  );
  return rows.map(({ conversation, listingTitle, bookingReference }) => {
    const otherId = conversation.travelerId === userId ? conversation.hostId : conversation.travelerId;
    const message = last.get(conversation.id);
    return {
      id: conversation.id,
      listingTitle,
      bookingReference,
      otherName: otherId ? (names.get(otherId) ?? null) : null,
      lastMessage: message
        ? { body: message.body.slice(0, 160), fromMe: message.senderId === userId, at: message.createdAt.toISOString() }
        : null,
      unread: unread.get(conversation.id) ?? 0,
    };
  });
}

export type ReportedConversation = {
  id: string;
  listingTitle: string;
  travelerName: string | null;
  hostName: string | null;
  reportedAt: string;
  reason: string | null;
};

/** Administrators: the reported conversations, the latest report first. */
export async function listReportedConversations(db: Database = getDb()): Promise<ReportedConversation[]> {
  const rows = await baseQuery(db)
    .where(isNotNull(conversations.reportedAt))
    .orderBy(desc(conversations.reportedAt))
    .limit(LIST_LIMIT);
  const names = await namesOf(
    rows.flatMap((row) => [row.conversation.travelerId, row.conversation.hostId]),
    db,
  );
  return rows.map(({ conversation, listingTitle }) => ({
    id: conversation.id,
    listingTitle,
    travelerName: conversation.travelerId ? (names.get(conversation.travelerId) ?? null) : null,
    hostName: conversation.hostId ? (names.get(conversation.hostId) ?? null) : null,
    reportedAt: conversation.reportedAt!.toISOString(),
    reason: conversation.reportReason,
  }));
}
