// Payments: FedaPay transactions, payments owed back, and the events FedaPay sent.
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { timestamps } from "./columns";

export const paymentTransactions = pgTable("payment_transactions", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id),
  provider: text("provider").notNull().default("fedapay"),
  providerTransactionId: text("provider_transaction_id").unique(),
  providerReference: text("provider_reference"),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull().default("XOF"),
  paymentMethod: text("payment_method", { enum: ["mtn", "moov"] }),
  phone: text("phone"),
  status: text("status").notNull().default("pending"),
  checkoutUrl: text("checkout_url"),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
  /** Replaced by a newer checkout of the same booking (0010): its approval is a surplus. */
  supersededAt: timestamp("superseded_at", { withTimezone: true }),
  ...timestamps,
});

/** A payment no booking kept, owed back to the number that paid (0010, common/lifecycles/surplus-payment.ts). */
export const surplusPayments = pgTable("surplus_payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id),
  paymentTransactionId: uuid("payment_transaction_id")
    .notNull()
    .unique()
    .references(() => paymentTransactions.id),
  providerTransactionId: text("provider_transaction_id").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull().default("XOF"),
  paymentMethod: text("payment_method", { enum: ["mtn", "moov"] }),
  providerMode: text("provider_mode"),
  phone: text("phone"),
  reason: text("reason", { enum: ["already_paid", "booking_cancelled", "superseded", "not_confirmable"] }).notNull(),
  status: text("status", { enum: ["owed", "paid"] })
    .notNull()
    .default("owed"),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  ...timestamps,
});

export const paymentEvents = pgTable("payment_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  dedupeKey: text("dedupe_key").notNull().unique(),
  eventName: text("event_name").notNull(),
  providerTransactionId: text("provider_transaction_id"),
  payload: jsonb("payload").notNull(),
  signedAt: timestamp("signed_at", { withTimezone: true }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
  processingError: text("processing_error"),
});

/** A payment start in progress on a booking (0024): one at a time, whatever the process. */
export const paymentStarts = pgTable("payment_starts", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  claimedBy: text("claimed_by").notNull(),
  leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
});
