// Durable delivery of the stand-in's events to the app's webhook URL, signed as FedaPay
// signs them (X-FEDAPAY-SIGNATURE, the stand-in's derived secret: standin-key.server.ts).
// An event is stored with its delivery before anything is sent; the first attempt is made
// at once, and a delivery answered non-2xx (or unreachable) is tried again with backoff by
// the stand-in's job (deliverDueWebhooks). Each attempt is kept, for the stand-in's page.
// Several processes may run the job: a delivery is claimed by one UPDATE … SKIP LOCKED
// that pushes its next attempt a lease ahead, so no two processes send it at once.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { bigint, bigserial, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { log } from "#server/observability/log.server";
import { findStandInEvent, insertStandInEvent, webhookBody, type EventObject } from "./standin-events.server";
import { standInWebhookSecret } from "./standin-key.server";

export const standInDeliveries = pgTable("fedapay_standin_deliveries", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  eventId: bigint("event_id", { mode: "number" }).notNull(),
  url: text("url").notNull(),
  status: text("status").$type<"pending" | "delivered" | "abandoned">().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const standInDeliveryAttempts = pgTable("fedapay_standin_delivery_attempts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  deliveryId: bigint("delivery_id", { mode: "number" }).notNull(),
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  httpStatus: integer("http_status"),
  error: text("error"),
});

const MINUTE_MS = 60_000;
/** Waits after the 1st, 2nd… failed attempt; after the last one the delivery is abandoned. */
export const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720, 1440].map((minutes) => minutes * MINUTE_MS);
const DELIVERY_TIMEOUT_MS = 15_000;
/** A claimed delivery is not claimed again before this (longer than one attempt can take). */
const LEASE_MS = MINUTE_MS;
/** How long the payer's redirect (or an API answer) waits for the first attempt. */
const FIRST_ATTEMPT_WAIT_MS = 2_000;

export type NewEvent = { name: string; object: EventObject; objectId: number; entity: Record<string, unknown> };

/**
 * Stores the event and its delivery, then makes the first attempt. `wait` (the default)
 * holds the caller until that attempt ends, two seconds at most; later attempts belong to
 * the job.
 */
export async function emitEvent(event: NewEvent, { wait = true }: { wait?: boolean } = {}): Promise<void> {
  const now = clockNow();
  const url = `${getEnv().publicUrl}${WEBHOOK_PATH}`;
  const deliveryId = await getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const stored = await insertStandInEvent(event, now, tx);
    const [delivery] = await tx
      .insert(standInDeliveries)
      .values({ eventId: stored.id, url, nextAttemptAt: now, createdAt: now })
      .returning({ id: standInDeliveries.id });
    return delivery!.id;
  });
  const attempt = deliverDueWebhooks({ deliveryId }).catch((error: unknown) => {
    log("fedapay-standin").warn({ err: error }, "webhook non délivré");
  });
  if (!wait) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([attempt, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS)))]);
  clearTimeout(timer);
}

/** Sends every delivery that is due (or the one given, if due); returns how many went through. */
export async function deliverDueWebhooks({
  deliveryId,
  limit = 20,
  now = clockNow(),
}: { deliveryId?: number; limit?: number; now?: Date } = {}): Promise<{ delivered: number; failed: number }> {
  const db = getDb();
  const due = db
    .select({ id: standInDeliveries.id })
    .from(standInDeliveries)
    .where(
      and(
        eq(standInDeliveries.status, "pending"),
        lte(standInDeliveries.nextAttemptAt, now),
        deliveryId === undefined ? undefined : eq(standInDeliveries.id, deliveryId),
      ),
    )
    .orderBy(asc(standInDeliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(standInDeliveries)
    .set({ attempts: sql`${standInDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(standInDeliveries.id, due))
    .returning();
  const summary = { delivered: 0, failed: 0 };
  for (const delivery of claimed) {
    const ok = await attempt(delivery);
    summary[ok ? "delivered" : "failed"] += 1;
  }
  return summary;
}

async function attempt(delivery: typeof standInDeliveries.$inferSelect): Promise<boolean> {
  const event = await findStandInEvent(delivery.eventId);
  if (!event) return false;
  const body = JSON.stringify(webhookBody(event));
  const signature = signWebhook(body, await standInWebhookSecret());
  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(delivery.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-FEDAPAY-SIGNATURE": signature },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    httpStatus = response.status;
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
  } catch (failure) {
    error = ((failure as Error).message || "injoignable").slice(0, 500);
  }
  const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
  const at = clockNow();
  const db = getDb();
  await db.insert(standInDeliveryAttempts).values({ deliveryId: delivery.id, attemptedAt: at, httpStatus, error });
  if (ok) {
    await db
      .update(standInDeliveries)
      .set({ status: "delivered", deliveredAt: at })
      .where(eq(standInDeliveries.id, delivery.id));
    return true;
  }
  const wait = RETRY_DELAYS_MS[delivery.attempts - 1];
  await db
    .update(standInDeliveries)
    .set(wait === undefined ? { status: "abandoned" } : { nextAttemptAt: new Date(at.getTime() + wait) })
    .where(eq(standInDeliveries.id, delivery.id));
  const answer = httpStatus === null ? `non délivré: ${error}` : `a répondu ${httpStatus}`;
  log("fedapay-standin").warn(
    `webhook ${event.name} #${event.id} vers ${delivery.url} ${answer} (essai ${delivery.attempts})`,
  );
  return false;
}

/** The latest deliveries with their attempts, newest first (the stand-in's page). */
export async function recentDeliveries(limit = 30) {
  const db = getDb();
  const rows = await db
    .select({
      id: standInDeliveries.id,
      eventId: standInDeliveries.eventId,
      status: standInDeliveries.status,
      attempts: standInDeliveries.attempts,
      nextAttemptAt: standInDeliveries.nextAttemptAt,
      deliveredAt: standInDeliveries.deliveredAt,
      name: sql<string>`(SELECT name FROM fedapay_standin_events e WHERE e.id = ${standInDeliveries.eventId})`,
      objectId: sql<string>`(SELECT object_id FROM fedapay_standin_events e WHERE e.id = ${standInDeliveries.eventId})`,
    })
    .from(standInDeliveries)
    .orderBy(sql`${standInDeliveries.id} DESC`)
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(standInDeliveryAttempts)
        .where(inArray(standInDeliveryAttempts.deliveryId, ids))
        .orderBy(asc(standInDeliveryAttempts.id))
    : [];
  return rows.map((row) => ({ ...row, tries: attempts.filter((item) => item.deliveryId === row.id) }));
}
