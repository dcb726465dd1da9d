// The stand-in's transactions (table from migrations 0003 and 0014). The table is declared
// here, not in server/db/schema.ts: nothing but the stand-in may read it. Each status
// change is one guarded UPDATE, so two processes (or a double click) never apply it twice.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { now as clockNow } from "#common/clock";
import { getDb } from "#server/db/client.server";
import type { NewCustomer } from "./standin-customers.server";

export const standInTransactions = pgTable("fedapay_standin_transactions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  reference: text("reference").notNull(),
  transactionKey: text("transaction_key"),
  token: text("token"),
  amount: integer("amount").notNull(),
  currencyIso: text("currency_iso").notNull().default("XOF"),
  description: text("description").notNull(),
  callbackUrl: text("callback_url"),
  customerId: bigint("customer_id", { mode: "number" }),
  /** The customer as given at creation, for the checkout page. */
  customer: jsonb("customer").$type<StandInCustomer | null>(),
  customMetadata: jsonb("custom_metadata").$type<Record<string, unknown>>().notNull().default({}),
  status: text("status").$type<StandInStatus>().notNull().default("pending"),
  mode: text("mode").$type<StandInMode | null>(),
  payerPhone: text("payer_phone"),
  plannedOutcome: text("planned_outcome").$type<PlannedOutcome>().notNull().default("approve"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  settlesAt: timestamp("settles_at", { withTimezone: true }),
  lastErrorCode: text("last_error_code"),
  lastErrorMessage: text("last_error_message"),
  approvedAt: timestamp("approved_at", { withTimezone: true }),
  declinedAt: timestamp("declined_at", { withTimezone: true }),
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  transferredAt: timestamp("transferred_at", { withTimezone: true }),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type StandInRow = typeof standInTransactions.$inferSelect;
export type StandInStatus =
  | "pending"
  | "approved"
  | "declined"
  | "canceled"
  | "transferred"
  | "refunded"
  | "approved_partially_refunded"
  | "transferred_partially_refunded";
export type StandInMode = "mtn_open" | "moov";
export type StandInCustomer = NewCustomer;
/** What the payer's confirmation leads to (a control sets it for the next one). */
export type PlannedOutcome = "approve" | "fail" | "pending" | "late";

/** A checkout token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How long after its confirmation a 'late' payment is approved. */
export const LATE_DELAY_MS = 2 * 60_000;
/** FedaPay moves an approved payment to the balance ('transferred') about 72 h later. */
export const TRANSFER_DELAY_MS = 72 * 3_600_000;

export const DECLINE_ERRORS = {
  payer: { code: "DECLINED_BY_PAYER", message: "Paiement refusé par le payeur" },
  planned: { code: "INSUFFICIENT_FUND_ERROR", message: "Solde insuffisant sur le compte mobile money" },
} as const;

export async function insertStandInTransaction(values: {
  amount: number;
  description: string;
  callbackUrl: string | null;
  customerId: number | null;
  customer: StandInCustomer | null;
  customMetadata: Record<string, unknown>;
  plannedOutcome: PlannedOutcome;
  now?: Date;
}): Promise<StandInRow> {
  const { now = clockNow(), ...rest } = values;
  const [row] = await getDb()
    .insert(standInTransactions)
    .values({
      ...rest,
      reference: `trx_${randomBytes(9).toString("base64url")}`,
      transactionKey: randomBytes(16).toString("hex"),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function findStandInTransaction(id: number): Promise<StandInRow | undefined> {
  const [row] = await getDb().select().from(standInTransactions).where(eq(standInTransactions.id, id));
  return row;
}

export async function findByToken(token: string): Promise<StandInRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await getDb().select().from(standInTransactions).where(eq(standInTransactions.token, token));
  return row;
}

/** The transaction's checkout token, created once (asking again gives the same one). */
export async function ensureToken(id: number): Promise<string | undefined> {
  const fresh = randomBytes(32).toString("base64url");
  const [row] = await getDb()
    .update(standInTransactions)
    .set({ token: sql`coalesce(${standInTransactions.token}, ${fresh})`, updatedAt: clockNow() })
    .where(eq(standInTransactions.id, id))
    .returning({ token: standInTransactions.token });
  return row?.token ?? undefined;
}

/**
 * The payer confirmed (checkout page or send-now), once: a second submit gets undefined.
 * The transaction's planned outcome decides: approved at once, declined, left pending, or
 * pending until `settles_at` (then approved by settleLatePayments).
 */
export async function submitStandInPayment(
  token: string,
  payment: { mode: StandInMode; payerPhone: string },
  now = clockNow(),
): Promise<StandInRow | undefined> {
  const outcome = sql`${standInTransactions.plannedOutcome}`;
  const [row] = await getDb()
    .update(standInTransactions)
    .set({
      mode: payment.mode,
      payerPhone: payment.payerPhone,
      submittedAt: now,
      status: sql`CASE ${outcome} WHEN 'approve' THEN 'approved' WHEN 'fail' THEN 'declined' ELSE 'pending' END`,
      approvedAt: sql`CASE ${outcome} WHEN 'approve' THEN ${now.toISOString()}::timestamptz END`,
      declinedAt: sql`CASE ${outcome} WHEN 'fail' THEN ${now.toISOString()}::timestamptz END`,
      settlesAt: sql`CASE ${outcome} WHEN 'late' THEN ${new Date(now.getTime() + LATE_DELAY_MS).toISOString()}::timestamptz END`,
      lastErrorCode: sql`CASE ${outcome} WHEN 'fail' THEN ${DECLINE_ERRORS.planned.code} END`,
      lastErrorMessage: sql`CASE ${outcome} WHEN 'fail' THEN ${DECLINE_ERRORS.planned.message} END`,
      updatedAt: now,
    })
    .where(
      and(
        eq(standInTransactions.token, token),
        eq(standInTransactions.status, "pending"),
        isNull(standInTransactions.submittedAt),
      ),
    )
    .returning();
  return row;
}

/** The payer refused or cancelled on the checkout page (only before confirming). */
export async function refuseStandInPayment(
  token: string,
  outcome: { status: "declined" | "canceled"; mode: StandInMode | null; payerPhone: string | null },
  now = clockNow(),
): Promise<StandInRow | undefined> {
  const declined = outcome.status === "declined";
  const [row] = await getDb()
    .update(standInTransactions)
    .set({
      status: outcome.status,
      mode: outcome.mode,
      payerPhone: outcome.payerPhone,
      declinedAt: declined ? now : null,
      canceledAt: declined ? null : now,
      lastErrorCode: declined ? DECLINE_ERRORS.payer.code : null,
      lastErrorMessage: declined ? DECLINE_ERRORS.payer.message : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(standInTransactions.token, token),
        eq(standInTransactions.status, "pending"),
        isNull(standInTransactions.submittedAt),
      ),
    )
    .returning();
  return row;
}

/** 'late' payments whose time has come: approved now. */
export async function settleLatePayments(now = clockNow()): Promise<StandInRow[]> {
  return getDb()
    .update(standInTransactions)
    .set({ status: "approved", approvedAt: now, settlesAt: null, updatedAt: now })
    .where(and(eq(standInTransactions.status, "pending"), lte(standInTransactions.settlesAt, now)))
    .returning();
}

/**
 * Approved payments whose 72 h have passed (or all of them, `all`: the control that skips
 * the wait) reach the balance: 'transferred'.
 */
export async function transferApprovedPayments(now = clockNow(), { all = false } = {}): Promise<StandInRow[]> {
  const cutoff = new Date(now.getTime() - TRANSFER_DELAY_MS);
  return getDb()
    .update(standInTransactions)
    .set({ status: "transferred", transferredAt: now, updatedAt: now })
    .where(
      and(eq(standInTransactions.status, "approved"), all ? undefined : lte(standInTransactions.approvedAt, cutoff)),
    )
    .returning();
}

/** The control "refund this payment": approved or transferred → refunded. */
export async function refundStandInTransaction(id: number, now = clockNow()): Promise<StandInRow | undefined> {
  const [row] = await getDb()
    .update(standInTransactions)
    .set({ status: "refunded", refundedAt: now, updatedAt: now })
    .where(and(eq(standInTransactions.id, id), sql`${standInTransactions.status} IN ('approved', 'transferred')`))
    .returning();
  return row;
}
