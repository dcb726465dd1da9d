// Sending a message: into an existing conversation, or the first one about a listing or a
// booking (which creates the conversation). In one transaction: the sender's hourly limit
// (counted in the database, so every process agrees), the text masked when no paid booking
// links the two (stored masked: the number never leaks later), the conversation's moments,
// the recipient's in-app notification, and the e-mail — at most one per conversation per
// 15 minutes to each recipient, decided by one guarded UPDATE.
import { and, count, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { DEFAULT_LANG } from "#common/i18n";
import { maskContactDetails } from "#common/rules/mask-contact";
import { checkMessageText, messageLimits, type MessageTextProblem } from "#common/rules/message";
import { messagesTexts } from "#common/texts/messages";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { getDb, type Database } from "#server/db/client.server";
import { conversationMessages, conversations, listings, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { getEnv } from "#server/env.server";
import { notifyUser } from "#server/notifications/notifications.server";
import { findReadableConversation, type Conversation, type Reader } from "./conversation-access.server";
import { findConversationEntry, type ConversationSubject, type EntryRefusal } from "./conversation-entry.server";
import { hasPaidBookingBetween } from "./paid-booking-between.server";
import { namesOf } from "./people.server";

export type SendMessageRefusal = MessageTextProblem | EntryRefusal | "too_many_messages" | "other_party_gone";

export type SendMessageResult =
  { ok: true; conversationId: string; masked: boolean; emailed: boolean } | { ok: false; reason: SendMessageRefusal };

type Target = { conversationId: string } | ConversationSubject;

const HOUR_MS = 3_600_000;

/** The sender's messages in the hour before `now` (the limit's count). */
async function sentInLastHour(senderId: string, now: Date, db: Database) {
  const [row] = await db
    .select({ total: count() })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.senderId, senderId),
        gt(conversationMessages.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return row?.total ?? 0;
}

/** The conversation to write into, created for a first message about a listing or a booking. */
async function conversationToWrite(
  target: Target,
  sender: Reader,
  now: Date,
  db: Database,
): Promise<{ ok: true; conversation: Conversation } | { ok: false; reason: EntryRefusal }> {
  if ("conversationId" in target) {
    const found = await findReadableConversation(target.conversationId, sender, db);
    // Administrators read a reported conversation; they do not write in it.
    if (!found || found.role === "admin") return { ok: false, reason: "not_found" };
    return { ok: true, conversation: found.conversation };
  }
  const entry = await findConversationEntry(target, sender.id, db);
  if (!entry.ok) return entry;
  if (entry.entry.existing) return { ok: true, conversation: entry.entry.existing };
  const { listing, booking, travelerId, hostId } = entry.entry;
  await db
    .insert(conversations)
    .values({ listingId: listing.id, bookingId: booking?.id ?? null, travelerId, hostId, createdAt: now })
    .onConflictDoNothing();
  // Two first messages at once: the second finds the row the first created.
  const [created] = await db
    .select()
    .from(conversations)
    .where(
      booking
        ? eq(conversations.bookingId, booking.id)
        : and(
            eq(conversations.listingId, listing.id),
            eq(conversations.travelerId, travelerId),
            isNull(conversations.bookingId),
          ),
    );
  return { ok: true, conversation: created! };
}

export async function sendMessage(
  input: { sender: Reader; target: Target; body: unknown },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<SendMessageResult> {
  const text = checkMessageText(input.body, messageLimits.body);
  if (!text.ok) return { ok: false, reason: text.problem };
  const { sender } = input;

  return db.transaction(async (tx) => {
    // One sender's posts take turns here, so the hourly count cannot be outrun in parallel.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`message:${sender.id}`}))`);
    if ((await sentInLastHour(sender.id, now, tx)) >= messageLimits.perHour) {
      return { ok: false, reason: "too_many_messages" } as const;
    }
    const found = await conversationToWrite(input.target, sender, now, tx);
    if (!found.ok) return found;
    const conversation = found.conversation;
    const side = conversation.travelerId === sender.id ? "traveler" : "host";
    const recipientId = side === "traveler" ? conversation.hostId : conversation.travelerId;
    if (!recipientId) return { ok: false, reason: "other_party_gone" } as const;

    const paid = await hasPaidBookingBetween(conversation.travelerId, conversation.hostId, tx);
    const stored = paid
      ? { text: text.text, masked: false }
      : maskContactDetails(text.text, messagesTexts[DEFAULT_LANG].maskWords);
    await tx.insert(conversationMessages).values({
      conversationId: conversation.id,
      senderId: sender.id,
      body: stored.text,
      masked: stored.masked,
      createdAt: now,
    });
    await tx
      .update(conversations)
      .set(side === "traveler" ? { lastMessageAt: now, travelerReadAt: now } : { lastMessageAt: now, hostReadAt: now })
      .where(eq(conversations.id, conversation.id));

    const names = await namesOf([sender.id], tx);
    const senderName = names.get(sender.id) ?? "";
    const [listing] = await tx
      .select({ title: listings.title })
      .from(listings)
      .where(eq(listings.id, conversation.listingId));
    const listingTitle = listing?.title ?? "";
    const link = `/messages/${conversation.id}`;
    await notifyUser(tx, {
      userId: recipientId,
      kind: "new_message",
      template: "newMessage",
      args: [senderName, listingTitle],
      link,
      listingId: conversation.listingId,
      bookingId: conversation.bookingId,
    });

    const emailed = await claimEmailTurn(conversation.id, side === "traveler" ? "host" : "traveler", now, tx);
    if (emailed) {
      const [recipient] = await tx.select({ email: users.email }).from(users).where(eq(users.id, recipientId));
      if (recipient) {
        await queueEmail(tx, {
          to: recipient.email,
          template: "new-message",
          params: { senderName, listingTitle, body: stored.text, conversationUrl: `${getEnv().publicUrl}${link}` },
          lang: await recipientLang(recipientId, tx),
        });
      }
    }
    return { ok: true, conversationId: conversation.id, masked: stored.masked, emailed } as const;
  });
}

/**
 * The recipient's e-mail turn: taken when their last e-mail about this conversation is
 * older than the throttle (or none was sent). One guarded UPDATE, so two messages at once
 * cannot both mail.
 */
export async function claimEmailTurn(
  conversationId: string,
  recipientSide: "traveler" | "host",
  now: Date,
  db: Database,
): Promise<boolean> {
  const column = recipientSide === "traveler" ? conversations.travelerEmailedAt : conversations.hostEmailedAt;
  const since = new Date(now.getTime() - messageLimits.emailEveryMinutes * 60_000);
  const claimed = await db
    .update(conversations)
    .set(recipientSide === "traveler" ? { travelerEmailedAt: now } : { hostEmailedAt: now })
    .where(and(eq(conversations.id, conversationId), or(isNull(column), lte(column, since))))
    .returning({ id: conversations.id });
  return claimed.length > 0;
}
