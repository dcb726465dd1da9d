// Listings, their pictures and the administrators' decisions on them.
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";

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
  status: text("status", { enum: ["pending", "approved", "rejected", "unpublished"] })
    .notNull()
    .default("pending"),
  rejectionReason: text("rejection_reason"),
  /** Why an administrator took it off the public site (status 'unpublished', migration 0021). */
  unpublishReason: text("unpublish_reason"),
  /** Its owner's account is suspended: hidden from every public read (migration 0021). */
  ownerSuspended: boolean("owner_suspended").notNull().default(false),
  /** Its booking rules (migration 0022, common/rules/booking-rules.ts). */
  bookingMode: text("booking_mode", { enum: ["instant", "request"] })
    .notNull()
    .default("instant"),
  minStay: integer("min_stay").notNull().default(1),
  maxStay: integer("max_stay"),
  advanceNoticeDays: integer("advance_notice_days").notNull().default(0),
  weeklyDiscountPercent: integer("weekly_discount_percent").notNull().default(0),
  monthlyDiscountPercent: integer("monthly_discount_percent").notNull().default(0),
  /** Bumped by each change of what the listing shows; a decision names the version it judged. */
  version: integer("version").notNull().default(1),
  make: text("make"),
  model: text("model"),
  year: integer("year"),
  vehicleType: text("vehicle_type"),
  transmission: text("transmission"),
  fuelType: text("fuel_type"),
  seats: integer("seats"),
  // A vehicle's rental terms (migration 0023, common/rental-terms.ts); null on a stay.
  driverOption: text("driver_option", { enum: ["without", "with", "both"] }),
  driverPricePerDay: integer("driver_price_per_day"),
  depositAmount: integer("deposit_amount"),
  dailyDistanceKm: integer("daily_distance_km"),
  minDriverAge: integer("min_driver_age"),
  minLicenceYears: integer("min_licence_years"),
  // Never the address: it is private until a booking is paid (migration 0012).
  searchText: text("search_text").generatedAlwaysAs(sql`search_normalize(title || ' ' || city || ' ' || country)`),
  cityKey: text("city_key").generatedAlwaysAs(sql`search_normalize(city)`),
  categoryKey: text("category_key").generatedAlwaysAs(sql`search_normalize(category)`),
  /** The search's six amenities as bits, AMENITY_FILTERS' order (migration 0027, amenity-mask.server.ts). */
  amenityMask: smallint("amenity_mask")
    .notNull()
    .generatedAlwaysAs(sql`search_amenity_mask(amenities)`),
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
