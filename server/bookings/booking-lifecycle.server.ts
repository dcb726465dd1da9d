// The booking lifecycle's writes. What the lifecycle is (states, transitions, who may fire
// each, the calendar effect and the side effects of each, the questions about a state) is
// declared in common/lifecycles/booking.ts; this module applies it. Every status change of
// a booking goes through `transition()` (or the bulk `expireHolds()`), which only moves a
// booking that is in one of the declared source states, inside the caller's transaction,
// keeps the listing's calendar in step (docs/decisions/001-listing-calendar.md) and runs
// the transition's declared side effects (booking-effects.server.ts) in that transaction.
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import {
  INITIAL_STATE,
  MAX_PAYMENT_ATTEMPTS,
  mayFire,
  ruleOf,
  type BookingActor,
  type BookingEvent,
  type BookingState,
  type BookingStatus,
  type PaymentStatus,
} from "#common/lifecycles/booking";
import type { Database } from "#server/db/client.server";
import { bookings, listingCalendar } from "#server/db/schema";
import { runEffects } from "./booking-effects.server";
import type { BookingRow } from "./booking-queries.server";
import { inStates } from "./booking-state-sql.server";

// The table's columns and the declaration name the same states (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const columnsMatchDeclaration: Same<BookingRow["status"], BookingStatus> &
  Same<BookingRow["paymentStatus"], PaymentStatus> = true;
void columnsMatchDeclaration;

export class ForbiddenTransitionError extends Error {}

/**
 * Fires `event` on the booking inside `tx`. Returns the updated row, or null when the
 * booking is not (any more) in a source state: a concurrent change won, nothing moved.
 * A "hold" effect inserts the calendar row when missing; the exclusion constraint then
 * answers 23P01 if the dates are taken, which aborts the caller's transaction (before any
 * side effect ran). The side effects run last, once the move and its calendar are written.
 */
export async function transition(
  tx: Database,
  bookingId: string,
  event: BookingEvent,
  actor: BookingActor,
  changes: Partial<
    Pick<BookingRow, "holdExpiresAt" | "paidAt" | "cancelledAt" | "refundAmount" | "refundStatus" | "answeredAt">
  > = {},
  { now = clockNow() }: { now?: Date } = {},
): Promise<BookingRow | null> {
  if (!mayFire(event, actor)) throw new ForbiddenTransitionError(`${actor} ne peut pas déclencher ${event}`);
  const rule = ruleOf(event);
  const [row] = await tx
    .update(bookings)
    .set({ status: rule.to.status, paymentStatus: rule.to.paymentStatus, updatedAt: clockNow(), ...changes })
    .where(and(eq(bookings.id, bookingId), inStates(rule.from), rule.guard ? stillPayable(now) : undefined))
    .returning();
  if (!row) return null;
  if (rule.calendar === "release") {
    await tx.delete(listingCalendar).where(eq(listingCalendar.bookingId, row.id));
  } else if (rule.calendar === "hold") {
    await tx
      .insert(listingCalendar)
      .values({
        listingId: row.listingId,
        during: `[${row.startDate},${row.endDate})`,
        source: "booking",
        bookingId: row.id,
        createdBy: row.userId,
      })
      .onConflictDoNothing({ target: listingCalendar.bookingId });
  }
  await runEffects(tx, rule.effects, row.id, { now });
  return row;
}

/**
 * A new booking starts in INITIAL_STATE (or REQUEST_INITIAL_STATE, on a listing booked on
 * request) and holds its dates (same transaction).
 */
export async function createPendingBooking(
  tx: Database,
  values: Omit<typeof bookings.$inferInsert, "status" | "paymentStatus" | "id">,
  initial: BookingState = INITIAL_STATE,
): Promise<BookingRow> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, status: initial.status, paymentStatus: initial.paymentStatus })
    .returning();
  await tx.insert(listingCalendar).values({
    listingId: row!.listingId,
    during: `[${row!.startDate},${row!.endDate})`,
    source: "booking",
    bookingId: row!.id,
    createdBy: row!.userId,
  });
  return row!;
}

/**
 * The expiry job: one statement turns every unpaid hold past its time into 'expired' and
 * frees its calendar row, atomically; the transition's declared effects then run for each
 * booking it moved, in the same transaction. Safe with several processes: a row already
 * moved by another process no longer matches the WHERE after its lock is released.
 */
export async function expireHolds(db: Database, now: Date = clockNow()): Promise<string[]> {
  return expireLapsed(db, "expireHold", now);
}

/**
 * The request job: every request to book whose 24 h passed without the host's answer
 * becomes 'request_expired' and frees its dates, like expireHolds (the deadline is its
 * hold_expires_at).
 */
export async function expireRequests(db: Database, now: Date = clockNow()): Promise<string[]> {
  return expireLapsed(db, "expireRequest", now);
}

async function expireLapsed(db: Database, event: "expireHold" | "expireRequest", now: Date): Promise<string[]> {
  const rule = ruleOf(event);
  const [from] = rule.from;
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      WITH expired AS (
        UPDATE bookings SET status = ${rule.to.status}, updated_at = ${now.toISOString()}::timestamptz
        WHERE status = ${from.status} AND payment_status = ${from.paymentStatus}
          AND hold_expires_at < ${now.toISOString()}::timestamptz
        RETURNING id
      ), released AS (
        DELETE FROM listing_calendar WHERE booking_id IN (SELECT id FROM expired) RETURNING booking_id
      )
      SELECT id FROM expired`);
    const rows = Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows;
    const ids = rows.map((row) => row.id);
    for (const id of ids) await runEffects(tx, rule.effects, id, { now });
    return ids;
  });
}

/** The SQL side of paymentBlock (common/lifecycles/booking.ts): checked in the UPDATE itself, so no race slips past it. */
function stillPayable(now: Date): SQL {
  return and(
    gte(bookings.startDate, todayInBenin(now)),
    sql`(SELECT count(*) FROM payment_transactions pt WHERE pt.booking_id = ${bookings.id}) < ${MAX_PAYMENT_ATTEMPTS}`,
  )!;
}
