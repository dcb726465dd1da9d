// Money out (0015, docs/decisions/017): hosts' payout accounts, payouts (stored intents),
// the bookings a host payout covers, and the double-entry ledger.
import { bigint, bigserial, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { JournalKind, LedgerAccount, PayoutPurpose } from "#common/ledger";
import type { PayoutStatus } from "#common/lifecycles/payout";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { timestamps } from "./columns";
import { surplusPayments } from "./payments";

export type MobileOperator = "mtn" | "moov";

export const payoutAccounts = pgTable("payout_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  operator: text("operator").$type<MobileOperator>().notNull(),
  /** +229 and the 10-digit national number. */
  phone: text("phone").notNull(),
  holderName: text("holder_name").notNull(),
  payoutsHeldUntil: timestamp("payouts_held_until", { withTimezone: true }),
  ...timestamps,
});

export const payouts = pgTable("payouts", {
  id: uuid("id").primaryKey().defaultRandom(),
  reference: text("reference").notNull().unique(),
  purpose: text("purpose").$type<PayoutPurpose>().notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  bookingId: uuid("booking_id").references(() => bookings.id),
  surplusPaymentId: uuid("surplus_payment_id").references(() => surplusPayments.id),
  /** A refund over the cap is paid in parts (0016). */
  part: smallint("part").notNull().default(1),
  /** The failed payout an administrator's retry replaces (0016). */
  replacesPayoutId: uuid("replaces_payout_id").unique(),
  amount: integer("amount").notNull(),
  operator: text("operator").$type<MobileOperator>().notNull(),
  phone: text("phone").notNull(),
  holderName: text("holder_name").notNull(),
  status: text("status").$type<PayoutStatus>().notNull().default("pending"),
  providerPayoutId: text("provider_payout_id").unique(),
  providerStatus: text("provider_status"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  lastErrorCode: text("last_error_code"),
  lastErrorMessage: text("last_error_message"),
  startedAt: timestamp("started_at", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  failedAt: timestamp("failed_at", { withTimezone: true }),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
  settledByHandAt: timestamp("settled_by_hand_at", { withTimezone: true }),
  settledBy: text("settled_by").references(() => users.id, { onDelete: "set null" }),
  settlementNote: text("settlement_note"),
  ...timestamps,
});

export const payoutItems = pgTable(
  "payout_items",
  {
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payouts.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    amount: integer("amount").notNull(),
  },
  (table) => [primaryKey({ columns: [table.payoutId, table.bookingId] })],
);

export const ledgerEntries = pgTable("ledger_entries", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  journalId: uuid("journal_id").notNull(),
  kind: text("kind").$type<JournalKind>().notNull(),
  account: text("account").$type<LedgerAccount>().notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  bookingId: uuid("booking_id").references(() => bookings.id),
  payoutId: uuid("payout_id").references(() => payouts.id),
  surplusPaymentId: uuid("surplus_payment_id").references(() => surplusPayments.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a periodic check last reported (0016): administrators are told once per change. */
export const moneyChecks = pgTable("money_checks", {
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});
