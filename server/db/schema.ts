// Typed view of the tables created by server/db/migrations/*.sql (the SQL is the source
// of truth: it carries the constraints, generated columns and indexes).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { LineItem } from "#common/line-items";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A PostgreSQL daterange, written and read as '[YYYY-MM-DD,YYYY-MM-DD)'. */
export const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => "daterange",
});

// ------------------------------------------------------------------ accounts
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The account confirmed a TOTP authenticator (administrators: two-factor.server.ts). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  ...timestamps,
});

export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  token: text("token").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  /** When the password was last typed in this session (sign-in or confirmation). */
  passwordConfirmedAt: timestamp("password_confirmed_at", { withTimezone: true }),
  /** When this session passed the second factor (only then does it count as an administrator's). */
  twoFactorVerifiedAt: timestamp("two_factor_verified_at", { withTimezone: true }),
  ...timestamps,
});

/** better-auth's twoFactor plugin: one TOTP authenticator per account (migration 0013). */
export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Encrypted with the application's secret by better-auth. */
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  /** False between "enable" and the first right code. */
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable("accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  ...timestamps,
});

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  ...timestamps,
});

export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  userType: text("user_type", { enum: ["traveler", "host", "admin"] })
    .notNull()
    .default("traveler"),
  avatarUrl: text("avatar_url"),
  phone: text("phone"),
  /** The language of their e-mails and notifications (common/i18n.ts; migration 0010). */
  lang: text("lang").notNull().default("fr"),
  ...timestamps,
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "host", "admin"] }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

// ------------------------------------------------------------------ media
export const mediaFiles = pgTable("media_files", {
  key: text("key").primaryKey(),
  bucket: text("bucket").notNull().default("properties"),
  ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  widths: integer("widths").array().notNull(),
  contentHash: text("content_hash").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: timestamps.createdAt,
});

// ------------------------------------------------------------------ listings
export const listings = pgTable("listings", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  category: text("category").notNull(),
  price: integer("price").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull().default("Bénin"),
  isVehicle: boolean("is_vehicle").notNull().default(false),
  amenities: text("amenities")
    .array()
    .notNull()
    .default(sql`'{}'`),
  houseRules: text("house_rules")
    .array()
    .notNull()
    .default(sql`'{}'`),
  images: text("images")
    .array()
    .notNull()
    .default(sql`'{}'`),
  maxGuests: integer("max_guests").notNull().default(2),
  cancellationPolicy: text("cancellation_policy", { enum: ["flexible", "moderate", "strict"] })
    .notNull()
    .default("moderate"),
  status: text("status", { enum: ["pending", "approved", "rejected"] })
    .notNull()
    .default("pending"),
  rejectionReason: text("rejection_reason"),
  /** Bumped by each change of what the listing shows; a decision names the version it judged. */
  version: integer("version").notNull().default(1),
  make: text("make"),
  model: text("model"),
  year: integer("year"),
  vehicleType: text("vehicle_type"),
  transmission: text("transmission"),
  fuelType: text("fuel_type"),
  seats: integer("seats"),
  // Never the address: it is private until a booking is paid (migration 0012).
  searchText: text("search_text").generatedAlwaysAs(sql`search_normalize(title || ' ' || city || ' ' || country)`),
  cityKey: text("city_key").generatedAlwaysAs(sql`search_normalize(city)`),
  categoryKey: text("category_key").generatedAlwaysAs(sql`search_normalize(category)`),
  ...timestamps,
});

export const listingDecisions = pgTable("listing_decisions", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  adminId: text("admin_id").references(() => users.id, { onDelete: "set null" }),
  decision: text("decision", { enum: ["approved", "rejected", "resubmitted"] }).notNull(),
  reason: text("reason"),
  createdAt: timestamps.createdAt,
});

// ------------------------------------------------------------------ bookings
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
  status: text("status", { enum: ["pending", "approved", "rejected", "cancelled", "expired"] })
    .notNull()
    .default("pending"),
  paymentStatus: text("payment_status", { enum: ["pending", "completed"] })
    .notNull()
    .default("pending"),
  travelerInfo: jsonb("traveler_info").$type<TravelerInfo>().notNull(),
  holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  refundAmount: integer("refund_amount"),
  refundStatus: text("refund_status", { enum: ["none", "owed", "paid"] }),
  /** The listing's policy when the booking was made (0004): later changes do not apply to it. */
  cancellationPolicy: text("cancellation_policy", { enum: ["flexible", "moderate", "strict"] }).notNull(),
  ...timestamps,
});

export const listingCalendar = pgTable("listing_calendar", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .references(() => listings.id, { onDelete: "cascade" }),
  during: dateRange("during").notNull(),
  source: text("source", { enum: ["booking", "block"] }).notNull(),
  bookingId: uuid("booking_id")
    .unique()
    .references(() => bookings.id, { onDelete: "cascade" }),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamps.createdAt,
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

// ------------------------------------------------------------------ payments
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

// ------------------------------------------------------------------ messages
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
  /** The database session (pid, start) of the worker sending it (migration 0007). */
  claimedByPid: integer("claimed_by_pid"),
  claimedByStart: timestamp("claimed_by_start", { withTimezone: true }),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamps.createdAt,
});
