// The stand-in's payouts (fedapay.md §8): created 'pending', started by PUT /payouts/start
// (now, or at `scheduled_at`), then 'sent' or 'failed'. FedaPay's rules are checked when a
// payout is started, under one lock so two processes cannot both spend the same balance:
// at most 1 000 000 XOF each (also at creation), at most 3 to one number in 24 h, never more
// than the balance (payments that reached it as 'transferred', less the payouts started).
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { LATE_DELAY_MS, type PlannedOutcome } from "./standin-store.server";

export const standInPayouts = pgTable("fedapay_standin_payouts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  reference: text("reference").notNull(),
  amount: integer("amount").notNull(),
  description: text("description"),
  mode: text("mode").notNull(),
  customerId: bigint("customer_id", { mode: "number" }).notNull(),
  phone: text("phone"),
  customMetadata: jsonb("custom_metadata").$type<Record<string, unknown>>().notNull().default({}),
  status: text("status").$type<PayoutStatus>().notNull().default("pending"),
  plannedOutcome: text("planned_outcome").$type<PlannedOutcome>().notNull().default("approve"),
  scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  settlesAt: timestamp("settles_at", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  failedAt: timestamp("failed_at", { withTimezone: true }),
  lastErrorCode: text("last_error_code"),
  lastErrorMessage: text("last_error_message"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export type PayoutStatus = "pending" | "started" | "processing" | "sent" | "failed";
export type StandInPayoutRow = typeof standInPayouts.$inferSelect;

export const MAX_PAYOUT_AMOUNT = 1_000_000;
export const MAX_PAYOUTS_PER_NUMBER_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;
export const PAYOUT_FAILURE = { code: "PAYOUT_FAILED", message: "Le transfert a échoué chez l'opérateur" };

export async function insertStandInPayout(values: {
  amount: number;
  description: string | null;
  mode: string;
  customerId: number;
  phone: string | null;
  customMetadata: Record<string, unknown>;
  plannedOutcome: PlannedOutcome;
  now?: Date;
}): Promise<StandInPayoutRow> {
  const { now = clockNow(), ...rest } = values;
  const [row] = await getDb()
    .insert(standInPayouts)
    .values({ ...rest, reference: `po_${randomBytes(9).toString("base64url")}`, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function findStandInPayout(id: number): Promise<StandInPayoutRow | undefined> {
  const [row] = await getDb().select().from(standInPayouts).where(eq(standInPayouts.id, id));
  return row;
}

export async function listStandInPayouts(paging: { perPage: number; offset: number }) {
  const db = getDb();
  const rows = await db
    .select()
    .from(standInPayouts)
    .orderBy(desc(standInPayouts.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  const [total] = await db.select({ value: count() }).from(standInPayouts);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The account's balance in XOF: payments transferred to it (the payer pays the fees, so
 * each brings its whole amount: standin-objects.server.ts) less the payouts started or sent
 * (payout fees are undocumented: none here).
 */
export async function standInBalance(db: Database = getDb()): Promise<number> {
  const result = await db.execute<{ balance: string | number }>(sql`
    SELECT (SELECT coalesce(sum(amount), 0) FROM fedapay_standin_transactions WHERE status = 'transferred')
         - (SELECT coalesce(sum(amount), 0) FROM fedapay_standin_payouts
             WHERE status IN ('started', 'processing', 'sent')) AS balance`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { balance: string | number }[] }).rows) ?? [];
  return Number(rows[0]?.balance ?? 0);
}

export type StartItem = { id: number; scheduledAt: Date | null; phone: string | null };
export type StartRefusal = { status: number; message: string; errors?: Record<string, string[]> };
export type StartResult =
  { ok: true; payouts: StandInPayoutRow[]; started: StandInPayoutRow[] } | ({ ok: false } & StartRefusal);

/** Starts the payouts together, or none of them (the first broken rule is answered). */
export async function startStandInPayouts(items: StartItem[], now = clockNow()): Promise<StartResult> {
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('fedapay_standin_payouts'))`);
    const ids = items.map((item) => item.id);
    if (new Set(ids).size !== ids.length)
      return refuse(422, "Un même transfert est demandé deux fois", { id: ["id en double"] });
    const rows = await tx.select().from(standInPayouts).where(inArray(standInPayouts.id, ids)).for("update");
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const item of items) {
      const row = byId.get(item.id);
      if (!row) return refuse(404, "Transfert introuvable", { id: [`Le transfert ${item.id} n'existe pas`] });
      if (row.status !== "pending") {
        return refuse(422, "Ce transfert a déjà été lancé", { id: [`Le transfert ${item.id} est ${row.status}`] });
      }
      if (!(item.phone ?? row.phone)) {
        return refuse(422, "Numéro du bénéficiaire manquant", { phone_number: ["Le numéro de téléphone est requis"] });
      }
    }
    const wanted = items.reduce((sum, item) => sum + byId.get(item.id)!.amount, 0);
    const balance = await standInBalance(tx);
    if (wanted > balance) {
      return refuse(422, `Solde insuffisant : ${balance} XOF disponibles, ${wanted} XOF demandés`, {
        amount: ["Le montant dépasse le solde du compte"],
      });
    }
    const since = new Date(now.getTime() - DAY_MS);
    const perNumber = new Map<string, number>();
    for (const item of items) {
      const phone = item.phone ?? byId.get(item.id)!.phone!;
      perNumber.set(phone, (perNumber.get(phone) ?? 0) + 1);
    }
    for (const [phone, batch] of perNumber) {
      const [recent] = await tx
        .select({ value: count() })
        .from(standInPayouts)
        .where(
          and(
            eq(standInPayouts.phone, phone),
            inArray(standInPayouts.status, ["started", "processing", "sent"]),
            sql`${standInPayouts.startedAt} > ${since.toISOString()}::timestamptz`,
          ),
        );
      if ((recent?.value ?? 0) + batch > MAX_PAYOUTS_PER_NUMBER_PER_DAY) {
        return refuse(422, "Au plus 3 transferts vers un même numéro en 24 heures", {
          phone_number: [`Le numéro ${phone} a déjà reçu ${recent?.value ?? 0} transfert(s) en 24 heures`],
        });
      }
    }
    const payouts: StandInPayoutRow[] = [];
    for (const item of items) {
      const row = byId.get(item.id)!;
      const [updated] = await tx
        .update(standInPayouts)
        .set({ ...startedValues(row, item, now), phone: item.phone ?? row.phone, startedAt: now, updatedAt: now })
        .where(eq(standInPayouts.id, row.id))
        .returning();
      payouts.push(updated!);
    }
    return { ok: true as const, payouts, started: payouts };
  });
}

function refuse(status: number, message: string, errors?: Record<string, string[]>): StartResult {
  return { ok: false, status, message, errors };
}

/** Scheduled: 'started' until its time. Now: as its planned outcome says. */
function startedValues(row: StandInPayoutRow, item: StartItem, now: Date): Partial<StandInPayoutRow> {
  if (item.scheduledAt && item.scheduledAt > now) return { status: "started", scheduledAt: item.scheduledAt };
  switch (row.plannedOutcome) {
    case "approve":
      return { status: "sent", sentAt: now };
    case "fail":
      return {
        status: "failed",
        failedAt: now,
        lastErrorCode: PAYOUT_FAILURE.code,
        lastErrorMessage: PAYOUT_FAILURE.message,
      };
    case "late":
      return { status: "started", settlesAt: new Date(now.getTime() + LATE_DELAY_MS) };
    case "pending":
      return { status: "started" };
  }
}

/** Started payouts whose time has come (scheduled, or 'late'): sent, or failed if planned so. */
export async function settleDuePayouts(now = clockNow()): Promise<StandInPayoutRow[]> {
  const failing = sql`${standInPayouts.plannedOutcome} = 'fail'`;
  return getDb()
    .update(standInPayouts)
    .set({
      status: sql`CASE WHEN ${failing} THEN 'failed' ELSE 'sent' END`,
      sentAt: sql`CASE WHEN ${failing} THEN NULL ELSE ${now.toISOString()}::timestamptz END`,
      failedAt: sql`CASE WHEN ${failing} THEN ${now.toISOString()}::timestamptz END`,
      lastErrorCode: sql`CASE WHEN ${failing} THEN ${PAYOUT_FAILURE.code} END`,
      lastErrorMessage: sql`CASE WHEN ${failing} THEN ${PAYOUT_FAILURE.message} END`,
      settlesAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(standInPayouts.status, "started"),
        or(
          lte(standInPayouts.settlesAt, now),
          and(lte(standInPayouts.scheduledAt, now), sql`${standInPayouts.plannedOutcome} <> 'pending'`),
        ),
      ),
    )
    .returning();
}
