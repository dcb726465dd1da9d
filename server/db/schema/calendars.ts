// Calendars in step with other platforms (0020): a listing's export token, its imports
// and the conflicts an import found with bookings.
import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { listings } from "./listings";

export const listingCalendarExports = pgTable("listing_calendar_exports", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const listingCalendarImports = pgTable("listing_calendar_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  nextRefreshAt: timestamp("next_refresh_at", { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastEventCount: integer("last_event_count"),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
});

export const listingCalendarImportConflicts = pgTable(
  "listing_calendar_import_conflicts",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => listingCalendarImports.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    eventStart: date("event_start", { mode: "string" }).notNull(),
    eventEnd: date("event_end", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.bookingId, table.eventStart] })],
);
