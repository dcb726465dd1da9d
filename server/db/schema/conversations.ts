// Conversations between a traveler and a host (migration 0017, docs/decisions/021-messages.md).
import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { timestamps } from "./columns";
import { listings } from "./listings";

export const conversations = pgTable("conversations", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  /** Null for a question about the listing; one conversation per booking otherwise. */
  bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
  /** Null once the account is deleted (the other side keeps the conversation). */
  travelerId: text("traveler_id").references(() => users.id, { onDelete: "set null" }),
  hostId: text("host_id").references(() => users.id, { onDelete: "set null" }),
  travelerReadAt: timestamp("traveler_read_at", { withTimezone: true }),
  hostReadAt: timestamp("host_read_at", { withTimezone: true }),
  /** The last e-mail about a new message to each side (at most one per 15 minutes). */
  travelerEmailedAt: timestamp("traveler_emailed_at", { withTimezone: true }),
  hostEmailedAt: timestamp("host_emailed_at", { withTimezone: true }),
  lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
  /** Reported by one of the two: administrators may then read it. */
  reportedAt: timestamp("reported_at", { withTimezone: true }),
  reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
  reportReason: text("report_reason"),
  createdAt: timestamps.createdAt,
});

export const conversationMessages = pgTable("conversation_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  conversationId: uuid("conversation_id")
    .notNull()
    .references(() => conversations.id, { onDelete: "cascade" }),
  /** Null once the sender's account is deleted: shown as 'Compte supprimé'. */
  senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  masked: boolean("masked").notNull().default(false),
  createdAt: timestamps.createdAt,
});
