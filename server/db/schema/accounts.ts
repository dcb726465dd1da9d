// The accounts: users and their sessions, second factors, sign-in methods, verifications,
// rate-limit counters, profiles and roles.
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The account confirmed a TOTP authenticator (administrators: two-factor.server.ts). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** The owner deleted the account (0018): personal data erased, kept for the records. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  /** Suspended by an administrator, with the reason (migration 0021): no sign-in, listings hidden. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  suspensionReason: text("suspension_reason"),
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
