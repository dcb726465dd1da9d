// The two ways into a conversation that may not exist yet (they never write: the first
// message creates it, server/messages/send-message.server.ts):
// - about a listing: its traveler's question thread (not the listing's own host, not a
//   listing travelers cannot see);
// - about a booking: for its traveler and the listing's host only; anyone else reads the
//   booking as missing.
import { and, eq, isNull } from "drizzle-orm";
import { parseId } from "#common/ids";
import { isPubliclyVisible } from "#common/lifecycles/listing-moderation";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, conversations, listings } from "#server/db/schema";
import type { Conversation } from "./conversation-access.server";

export type ConversationSubject = { listingId: string } | { bookingId: string };

/** Where a new conversation about the subject would stand, and the one that exists. */
export type ConversationEntry = {
  listing: { id: string; title: string };
  booking: { id: string; reference: string } | null;
  travelerId: string;
  hostId: string;
  role: "traveler" | "host";
  existing: Conversation | null;
};

export type EntryRefusal = "not_found" | "own_listing";

export async function findConversationEntry(
  subject: ConversationSubject,
  userId: string,
  db: Database = getDb(),
): Promise<{ ok: true; entry: ConversationEntry } | { ok: false; reason: EntryRefusal }> {
  if ("listingId" in subject) {
    const listingId = parseId(subject.listingId);
    if (!listingId) return { ok: false, reason: "not_found" };
    const [listing] = await db
      .select({ id: listings.id, title: listings.title, hostId: listings.userId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!listing) return { ok: false, reason: "not_found" };
    if (listing.hostId === userId) return { ok: false, reason: "own_listing" };
    const [existing] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.listingId, listing.id),
          eq(conversations.travelerId, userId),
          isNull(conversations.bookingId),
        ),
      );
    // A question is asked about a published listing; a thread already started stays readable.
    if (!existing && !isPubliclyVisible(listing.status)) return { ok: false, reason: "not_found" };
    return {
      ok: true,
      entry: {
        listing: { id: listing.id, title: listing.title },
        booking: null,
        travelerId: userId,
        hostId: listing.hostId,
        role: "traveler",
        existing: existing ?? null,
      },
    };
  }
  const bookingId = parseId(subject.bookingId);
  if (!bookingId) return { ok: false, reason: "not_found" };
  const [booking] = await db
    .select({
      id: bookings.id,
      reference: bookings.bookingReference,
      travelerId: bookings.userId,
      listingId: listings.id,
      title: listings.title,
      hostId: listings.userId,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, bookingId));
  if (!booking || !booking.travelerId) return { ok: false, reason: "not_found" };
  const role = booking.travelerId === userId ? "traveler" : booking.hostId === userId ? "host" : null;
  // A host who booked their own listing has no one to write to.
  if (!role || booking.travelerId === booking.hostId) return { ok: false, reason: "not_found" };
  const [existing] = await db.select().from(conversations).where(eq(conversations.bookingId, booking.id));
  return {
    ok: true,
    entry: {
      listing: { id: booking.listingId, title: booking.title },
      booking: { id: booking.id, reference: booking.reference },
      travelerId: booking.travelerId,
      hostId: booking.hostId,
      role,
      existing: existing ?? null,
    },
  };
}
