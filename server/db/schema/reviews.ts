// Reviews' answers, listings' private access instructions and the booking reminders the
// jobs sent (migration 0019). The reviews themselves are in ./bookings.
import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings, reviews } from "./bookings";
import { timestamps } from "./columns";
import { listings } from "./listings";

/** The host's single public answer to a review (never edited). */
export const reviewAnswers = pgTable("review_answers", {
  reviewId: uuid("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  hostId: text("host_id").references(() => users.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  createdAt: timestamps.createdAt,
});

/** Private until a booking is paid: never joined by the public reads. */
export const listingAccessInstructions = pgTable("listing_access_instructions", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const bookingReminders = pgTable(
  "booking_reminders",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["review_reminder", "access_instructions"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.kind] })],
);
