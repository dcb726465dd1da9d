// Messages: notifications, contact messages and the e-mail outbox.
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { timestamps } from "./columns";
import { listings } from "./listings";

export const notifications = pgTable("notifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  /** What the words were when written; a row with parameters is rendered again in the reader's language. */
  title: text("title").notNull(),
  message: text("message").notNull(),
  params: jsonb("params").$type<{ template: string; args: (string | number)[] }>(),
  link: text("link"),
  listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
  bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
});

export const emailOutbox = pgTable("email_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  template: text("template").notNull(),
  /** The template's parameters and the recipient's language: rendered when sent (migration 0009). */
  params: jsonb("params").$type<Record<string, unknown>>(),
  lang: text("lang").notNull().default("fr"),
  dedupeKey: text("dedupe_key").unique(),
  status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
    .notNull()
    .default("queued"),
  attempts: integer("attempts").notNull().default(0),
  maxAttempts: integer("max_attempts").notNull().default(8),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  /** The worker (process) sending it (migration 0024, server/worker-id.server.ts). */
  claimedBy: text("claimed_by"),
  /** That worker's presence connection (pid, start): gone, the claim is taken back at once (0007, 0024). */
  claimedByPid: integer("claimed_by_pid"),
  claimedByStart: timestamp("claimed_by_start", { withTimezone: true }),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
});
