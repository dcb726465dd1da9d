// Bookings, the listing calendar they hold dates in, and reviews.
import { date, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LineItem } from "#common/line-items";
import type { BookingRentalTerms } from "#common/rental-terms";
import { users } from "./accounts";
import { dateRange, timestamps } from "./columns";
import { listings } from "./listings";

export type TravelerInfo = { firstName: string; lastName: string; email: string; phone?: string };

export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingReference: text("booking_reference").notNull().unique(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id),
  entityType: text("entity_type", { enum: ["accommodation", "vehicle"] }).notNull(),
  startDate: date("start_date", { mode: "string" }).notNull(),
  endDate: date("end_date", { mode: "string" }).notNull(),
  guests: integer("guests").notNull(),
  unitPrice: integer("unit_price").notNull(),
  units: integer("units").notNull(),
  subtotal: integer("subtotal").notNull(),
  travelerFee: integer("traveler_fee").notNull(),
  hostFee: integer("host_fee").notNull(),
  totalPrice: integer("total_price").notNull(),
  /**
   * The price as line items (0009), the source of every amount shown; the amount columns
   * above are copies written with them (server/bookings/money-columns.server.ts).
   */
  lineItems: jsonb("line_items").$type<LineItem[]>().notNull(),
  status: text("status", {
    enum: ["pending", "approved", "rejected", "cancelled", "expired", "requested", "declined", "request_expired"],
  })
    .notNull()
    .default("pending"),
  paymentStatus: text("payment_status", { enum: ["pending", "completed"] })
    .notNull()
    .default("pending"),
  travelerInfo: jsonb("traveler_info").$type<TravelerInfo>().notNull(),
  holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  /** Made on request (0022): when the traveler asked; null for an instant booking. */
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  /** When the host accepted or declined the request. */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  refundAmount: integer("refund_amount"),
  refundStatus: text("refund_status", { enum: ["none", "owed", "paid"] }),
  /** The listing's policy when the booking was made (0004): later changes do not apply to it. */
  cancellationPolicy: text("cancellation_policy", { enum: ["flexible", "moderate", "strict"] }).notNull(),
  /** A vehicle's terms when it was booked, with the traveler's driver choice (0023); null on a stay. */
  rentalTerms: jsonb("rental_terms").$type<BookingRentalTerms>(),
  ...timestamps,
});

export const listingCalendar = pgTable("listing_calendar", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  during: dateRange("during").notNull(),
  source: text("source", { enum: ["booking", "block", "import"] }).notNull(),
  bookingId: uuid("booking_id")
    .unique()
    .references(() => bookings.id, { onDelete: "cascade" }),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamps.createdAt,
  /** The imported calendar these dates come from (0020, source 'import'). */
  importId: uuid("import_id"),
});

export const reviews = pgTable("reviews", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: "cascade" }),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  authorName: text("author_name").notNull(),
  rating: smallint("rating").notNull(),
  comment: text("comment").notNull().default(""),
  createdAt: timestamps.createdAt,
});
