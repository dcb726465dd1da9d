// The stand-in's events: each is stored with the object as it was at that moment (as
// /v1/events lists it, `entity` as a JSON string) and handed to webhook-dispatch for a
// durable, retried delivery to the app's webhook URL.
import { count, desc, eq } from "drizzle-orm";
import { bigint, bigserial, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";

export const standInEvents = pgTable("fedapay_standin_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  object: text("object").$type<EventObject>().notNull(),
  objectId: bigint("object_id", { mode: "number" }).notNull(),
  entity: jsonb("entity").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type EventObject = "transaction" | "payout";
export type StandInEventRow = typeof standInEvents.$inferSelect;

export async function insertStandInEvent(
  event: { name: string; object: EventObject; objectId: number; entity: Record<string, unknown> },
  now = clockNow(),
  db: Database = getDb(),
): Promise<StandInEventRow> {
  const [row] = await db
    .insert(standInEvents)
    .values({ ...event, createdAt: now })
    .returning();
  return row!;
}

/** The body posted to the webhook URL (`type` repeats `name`, as /v1/events calls it). */
export function webhookBody(event: StandInEventRow) {
  return {
    id: event.id,
    name: event.name,
    type: event.name,
    entity: event.entity,
    object: event.object,
    object_id: event.objectId,
    created_at: event.createdAt.toISOString(),
  };
}

/** An event as FedaPay's events API lists it: `entity` is a JSON string there. */
export function toEventObject(event: StandInEventRow) {
  return {
    klass: "v1/event",
    id: event.id,
    type: event.name,
    entity: JSON.stringify(event.entity),
    object: event.object,
    object_id: event.objectId,
    account_id: 1,
    created_at: event.createdAt.toISOString(),
    updated_at: event.createdAt.toISOString(),
  };
}

export async function listStandInEvents(paging: { perPage: number; offset: number }) {
  const db = getDb();
  const rows = await db
    .select()
    .from(standInEvents)
    .orderBy(desc(standInEvents.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  const [total] = await db.select({ value: count() }).from(standInEvents);
  return { rows, total: total?.value ?? 0 };
}

export async function findStandInEvent(id: number): Promise<StandInEventRow | undefined> {
  const [row] = await getDb().select().from(standInEvents).where(eq(standInEvents.id, id));
  return row;
}
