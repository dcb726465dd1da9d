// The stand-in's storage (table from migration 0003) and the FedaPay-shaped object it
// answers with. The table is declared here, not in server/db/schema.ts: nothing but the
// stand-in may read it.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bigserial, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { now as clockNow } from "#common/clock";
import { getDb } from "#server/db/client.server";

export const standInTransactions = pgTable("fedapay_standin_transactions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  reference: text("reference").notNull(),
  token: text("token"),
  amount: integer("amount").notNull(),
  currencyIso: text("currency_iso").notNull().default("XOF"),
  description: text("description").notNull(),
  callbackUrl: text("callback_url"),
  customer: jsonb("customer").$type<StandInCustomer>().notNull(),
  customMetadata: jsonb("custom_metadata").$type<Record<string, unknown>>().notNull().default({}),
  status: text("status").$type<StandInStatus>().notNull().default("pending"),
  mode: text("mode").$type<StandInMode | null>(),
  payerPhone: text("payer_phone"),
  lastErrorCode: text("last_error_code"),
  approvedAt: timestamp("approved_at", { withTimezone: true }),
  declinedAt: timestamp("declined_at", { withTimezone: true }),
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type StandInRow = typeof standInTransactions.$inferSelect;
export type StandInStatus = "pending" | "approved" | "declined" | "canceled";
export type StandInMode = "mtn_open" | "moov";
export type StandInCustomer = {
  firstname: string;
  lastname: string;
  email: string;
  phone_number?: { number: string; country: string } | null;
};

/** A checkout token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function insertStandInTransaction(values: {
  amount: number;
  description: string;
  callbackUrl: string | null;
  customer: StandInCustomer;
  customMetadata: Record<string, unknown>;
}): Promise<StandInRow> {
  const [row] = await getDb()
    .insert(standInTransactions)
    .values({ ...values, reference: `trx_${randomBytes(9).toString("base64url")}` })
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
 * Moves a pending transaction to its final status, once: a second submit (double click,
 * back button) changes nothing and gets undefined.
 */
export async function settleStandInTransaction(
  token: string,
  outcome:
    | { status: "approved"; mode: StandInMode; payerPhone: string }
    | { status: "declined" | "canceled"; mode: StandInMode | null; payerPhone: string | null },
  now = clockNow(),
): Promise<StandInRow | undefined> {
  const [row] = await getDb()
    .update(standInTransactions)
    .set({
      status: outcome.status,
      mode: outcome.mode,
      payerPhone: outcome.payerPhone,
      approvedAt: outcome.status === "approved" ? now : null,
      declinedAt: outcome.status === "declined" ? now : null,
      canceledAt: outcome.status === "canceled" ? now : null,
      lastErrorCode: outcome.status === "declined" ? "DECLINED_BY_PAYER" : null,
      updatedAt: now,
    })
    .where(and(eq(standInTransactions.token, token), eq(standInTransactions.status, "pending")))
    .returning();
  return row;
}

/** The object FedaPay's API returns inside {"v1/transaction": …} (fields seen in real answers). */
export function toFedaPayObject(row: StandInRow) {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    klass: "v1/transaction",
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    description: row.description,
    callback_url: row.callbackUrl,
    status: row.status,
    mode: row.mode,
    operation: "payment",
    currency: { iso: row.currencyIso },
    customer: row.customer,
    metadata: { paid_phone_number: row.payerPhone },
    custom_metadata: row.customMetadata,
    last_error_code: row.lastErrorCode,
    approved_at: iso(row.approvedAt),
    declined_at: iso(row.declinedAt),
    canceled_at: iso(row.canceledAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
