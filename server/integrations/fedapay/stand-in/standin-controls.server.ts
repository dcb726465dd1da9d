// The stand-in's controls, for a developer on its page (console-routes.server.ts) and for
// tests alike: the next transaction's or payout's outcome, "payouts activated", and faults
// (an endpoint answering a given HTTP status for its next N calls). Stored in the
// database, so every process of the app obeys them.
import { and, eq, gt, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { getDb } from "#server/db/client.server";
import type { PlannedOutcome } from "./standin-store.server";

export const standInSettings = pgTable("fedapay_standin_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
});

export const standInFaults = pgTable("fedapay_standin_faults", {
  operation: text("operation").primaryKey(),
  status: integer("status").notNull(),
  remaining: integer("remaining").notNull(),
});

/** Every API call of the stand-in, by the name a fault is set on. */
export const STANDIN_OPERATIONS = [
  "createTransaction",
  "createToken",
  "retrieveTransaction",
  "listTransactions",
  "sendNow",
  "getFees",
  "createPayout",
  "startPayouts",
  "retrievePayout",
  "listPayouts",
  "listEvents",
] as const;
export type StandInOperation = (typeof STANDIN_OPERATIONS)[number];
export const FAULT_STATUSES = [401, 403, 404, 429, 500] as const;
export const OUTCOMES: readonly PlannedOutcome[] = ["approve", "fail", "pending", "late"];

type OutcomeTarget = "transaction" | "payout";
const nextKey = (target: OutcomeTarget) => `next_${target}_outcome`;
const PAYOUTS_ACTIVATED = "payouts_activated";

async function put(key: string, value: unknown) {
  await getDb()
    .insert(standInSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: standInSettings.key, set: { value } });
}

async function read(key: string): Promise<unknown> {
  const [row] = await getDb().select().from(standInSettings).where(eq(standInSettings.key, key));
  return row?.value;
}

/** What the next transaction (or payout) created does when its payer confirms (or it is started). */
export async function setNextOutcome(target: OutcomeTarget, outcome: PlannedOutcome): Promise<void> {
  if (outcome === "approve")
    await getDb()
      .delete(standInSettings)
      .where(eq(standInSettings.key, nextKey(target)));
  else await put(nextKey(target), outcome);
}

export async function peekNextOutcome(target: OutcomeTarget): Promise<PlannedOutcome> {
  const value = await read(nextKey(target));
  return OUTCOMES.includes(value as PlannedOutcome) ? (value as PlannedOutcome) : "approve";
}

/** Takes the control for this one object (one DELETE: two processes never both take it). */
export async function takeNextOutcome(target: OutcomeTarget): Promise<PlannedOutcome> {
  const [row] = await getDb()
    .delete(standInSettings)
    .where(eq(standInSettings.key, nextKey(target)))
    .returning();
  return OUTCOMES.includes(row?.value as PlannedOutcome) ? (row!.value as PlannedOutcome) : "approve";
}

/** The account switch FedaPay's support turns on; on by default in the stand-in. */
export async function setPayoutsActivated(activated: boolean): Promise<void> {
  await put(PAYOUTS_ACTIVATED, activated);
}

export async function payoutsActivated(): Promise<boolean> {
  return (await read(PAYOUTS_ACTIVATED)) !== false;
}

/** e.g. setStandInFault({ operation: "retrieveTransaction", status: 401, times: 1 }). */
export async function setStandInFault(fault: { operation: StandInOperation; status: number; times?: number }) {
  const times = Math.max(0, Math.floor(fault.times ?? 1));
  if (!Number.isInteger(fault.status) || fault.status < 400 || fault.status > 599) {
    throw new RangeError(`Statut HTTP de panne invalide: ${fault.status}`);
  }
  await getDb()
    .insert(standInFaults)
    .values({ operation: fault.operation, status: fault.status, remaining: times })
    .onConflictDoUpdate({ target: standInFaults.operation, set: { status: fault.status, remaining: times } });
}

/** The status this call must answer, if a fault is set on its operation (counts one call). */
export async function takeFault(operation: StandInOperation): Promise<number | undefined> {
  const [row] = await getDb()
    .update(standInFaults)
    .set({ remaining: sql`${standInFaults.remaining} - 1` })
    .where(and(eq(standInFaults.operation, operation), gt(standInFaults.remaining, 0)))
    .returning({ status: standInFaults.status });
  return row?.status;
}

export async function listStandInFaults() {
  return getDb().select().from(standInFaults).where(gt(standInFaults.remaining, 0));
}

/** Every control back to FedaPay's normal behaviour. */
export async function resetStandInControls(): Promise<void> {
  await getDb().delete(standInFaults);
  await getDb().delete(standInSettings);
}
