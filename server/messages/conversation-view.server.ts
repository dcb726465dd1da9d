// One conversation as its page shows it: the messages oldest first, the sides' names,
// and — once a booking between the two is paid — the other side's phone and WhatsApp
// link. A read only: marking it read is a post (mark-conversation-read.server.ts).
import { asc, eq } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, conversationMessages, listings } from "#server/db/schema";
import type { Conversation } from "./conversation-access.server";
import type { ConversationEntry } from "./conversation-entry.server";
import { hasPaidBookingBetween } from "./paid-booking-between.server";
import { namesOf, phoneOf, whatsappUrl } from "./people.server";
import type { ContactDetails, ConversationRole, ConversationView, MessageView } from "./types";

const MESSAGE_LIMIT = 500;

async function contactDetails(
  role: ConversationRole,
  travelerId: string | null,
  hostId: string | null,
  names: Map<string, string>,
  db: Database,
): Promise<ContactDetails | null> {
  if (role === "admin") return null;
  const [otherId, myId] = role === "traveler" ? [hostId, travelerId] : [travelerId, hostId];
  if (!otherId || !myId) return null;
  const phone = await phoneOf(otherId, role === "traveler" ? "host" : "traveler", myId, db);
  return { name: names.get(otherId) ?? null, phone, whatsappUrl: whatsappUrl(phone) };
}

export async function conversationView(
  source: { conversation: Conversation; role: ConversationRole; readerId: string },
  db: Database = getDb(),
): Promise<ConversationView> {
  const { conversation, role, readerId } = source;
  const [listing] = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(eq(listings.id, conversation.listingId));
  const [booking] = conversation.bookingId
    ? await db
        .select({ reference: bookings.bookingReference })
        .from(bookings)
        .where(eq(bookings.id, conversation.bookingId))
    : [];
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversation.id))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    .limit(MESSAGE_LIMIT);
  const { travelerId, hostId } = conversation;
  const names = await namesOf([travelerId, hostId, conversation.reportedBy], db);
  const paid = await hasPaidBookingBetween(travelerId, hostId, db);
  const messages: MessageView[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    from:
      row.senderId === null
        ? "deleted"
        : row.senderId === readerId && role !== "admin"
          ? "me"
          : row.senderId === travelerId
            ? "traveler"
            : "host",
    masked: row.masked,
    at: row.createdAt.toISOString(),
  }));
  const otherId = role === "traveler" ? hostId : travelerId;
  return {
    id: conversation.id,
    role,
    listing: listing ?? { id: conversation.listingId, title: "" },
    bookingReference: booking?.reference ?? null,
    travelerName: travelerId ? (names.get(travelerId) ?? null) : null,
    hostName: hostId ? (names.get(hostId) ?? null) : null,
    messages,
    paidBooking: paid,
    contact: paid ? await contactDetails(role, travelerId, hostId, names, db) : null,
    report: conversation.reportedAt
      ? {
          at: conversation.reportedAt.toISOString(),
          // The reason is for the administrators; the two sides see that it was reported.
          reason: role === "admin" ? conversation.reportReason : null,
          byName: role === "admin" && conversation.reportedBy ? (names.get(conversation.reportedBy) ?? null) : null,
        }
      : null,
    otherPartyGone: role !== "admin" && !otherId,
  };
}

/** The page of a conversation not started yet (/messages/listing/… or /messages/booking/…). */
export async function emptyConversationView(
  entry: ConversationEntry,
  db: Database = getDb(),
): Promise<ConversationView> {
  const names = await namesOf([entry.travelerId, entry.hostId], db);
  const paid = await hasPaidBookingBetween(entry.travelerId, entry.hostId, db);
  return {
    id: null,
    role: entry.role,
    listing: entry.listing,
    bookingReference: entry.booking?.reference ?? null,
    travelerName: names.get(entry.travelerId) ?? null,
    hostName: names.get(entry.hostId) ?? null,
    messages: [],
    paidBooking: paid,
    contact: paid ? await contactDetails(entry.role, entry.travelerId, entry.hostId, names, db) : null,
    report: null,
    otherPartyGone: false,
  };
}
