// The booking lifecycle, declared in one place: every status change of a booking goes
// through `transition()` (or the bulk `expireHolds()`), which only moves a booking that is
// in one of the declared source states, inside the caller's transaction, and keeps the
// listing's calendar in step (docs/decisions/001-listing-calendar.md).
//
//   (create) ──► pending/pending ──expireHold──► expired/pending
//                  │  ▲   │                          │
//                  │  └───┼──────renewHold───────────┘   (the calendar decides: 23P01)
//                  │      └──cancelUnpaid──► cancelled/pending
//                  └─confirmPayment─► approved/completed ──cancelPaid──► cancelled/completed
//   expired or cancelled, then paid and the dates are gone ──refusePaidBooking──► rejected/completed
//
// renewHold is also guarded (payability.server.ts): never once the stay's first day is past
// (Benin time), and only while the booking has fewer than MAX_PAYMENT_ATTEMPTS attempts.
// A move to cancelled, rejected or expired withdraws the access-instructions e-mail still
// waiting in the outbox, in the same transaction (no door codes for a cancelled stay).
//
// A state is the pair (status, payment_status). Who may fire each event:
// - traveler: the person who booked (ownership is checked by the caller, before).
// - system: the server alone, after reading the payment back from FedaPay (webhook or the
//   status check of the result page) or from the clock (hold expiry job).
// payment_status only ever moves pending → completed; statuses never move back.
import { and, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import type { Database } from "#server/db/client.server";
import { bookings, listingCalendar } from "#server/db/schema";
import { withdrawAccessInstructions } from "./booking-emails.server";
import { MAX_PAYMENT_ATTEMPTS } from "./payability.server";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingStatus = BookingRow["status"];
export type PaymentStatus = BookingRow["paymentStatus"];
export type BookingState = { status: BookingStatus; paymentStatus: PaymentStatus };
export type Actor = "traveler" | "system";
/** What the transition does to the listing's calendar row. */
type CalendarEffect = "hold" | "release" | "keep";

/** How long an unpaid booking holds its dates (decisions.md). */
export const HOLD_MINUTES = 30;

const state = (status: BookingStatus, paymentStatus: PaymentStatus): BookingState => ({ status, paymentStatus });

export const TRANSITIONS = {
  /** Paying (again): a pending booking gets a fresh 30 minutes, an expired one must win its dates back. */
  renewHold: {
    from: [state("pending", "pending"), state("expired", "pending")],
    to: state("pending", "pending"),
    by: ["traveler"],
    calendar: "hold",
    guard: "stillPayable",
  },
  /** 30 minutes passed without payment: the dates are free again. */
  expireHold: {
    from: [state("pending", "pending")],
    to: state("expired", "pending"),
    by: ["system"],
    calendar: "release",
  },
  /** FedaPay says paid (read back by the server, amount and reference checked). */
  confirmPayment: {
    from: [state("pending", "pending"), state("expired", "pending")],
    to: state("approved", "completed"),
    by: ["system"],
    calendar: "hold",
  },
  /** Paid, but the booking had been cancelled or its dates were taken meanwhile: refund owed. */
  refusePaidBooking: {
    from: [state("expired", "pending"), state("cancelled", "pending")],
    to: state("rejected", "completed"),
    by: ["system"],
    calendar: "keep",
  },
  cancelUnpaid: {
    from: [state("pending", "pending"), state("expired", "pending")],
    to: state("cancelled", "pending"),
    by: ["traveler"],
    calendar: "release",
  },
  /** Refund per the policy stored on the booking at creation (common/cancellation.ts). */
  cancelPaid: {
    from: [state("approved", "completed")],
    to: state("cancelled", "completed"),
    by: ["traveler"],
    calendar: "release",
  },
} as const satisfies Record<
  string,
  {
    from: readonly BookingState[];
    to: BookingState;
    by: readonly Actor[];
    calendar: CalendarEffect;
    guard?: "stillPayable";
  }
>;

/** Statuses after which the stay will not happen: its access instructions must not go out. */
const ENDED_STATUSES: readonly BookingStatus[] = ["cancelled", "rejected", "expired"];

export type BookingEvent = keyof typeof TRANSITIONS;

export class ForbiddenTransitionError extends Error {}

/** Whether `event` may move a booking in `current` state (for showing buttons). */
export function canFire(event: BookingEvent, current: BookingState) {
  return TRANSITIONS[event].from.some(
    (from) => from.status === current.status && from.paymentStatus === current.paymentStatus,
  );
}

type Writer = Pick<Database, "update" | "insert" | "delete" | "select">;

/**
 * Fires `event` on the booking inside `tx`. Returns the updated row, or null when the
 * booking is not (any more) in a source state: a concurrent change won, nothing moved.
 * A "hold" effect inserts the calendar row when missing; the exclusion constraint then
 * answers 23P01 if the dates are taken, which aborts the caller's transaction.
 */
export async function transition(
  tx: Writer,
  bookingId: string,
  event: BookingEvent,
  actor: Actor,
  changes: Partial<Pick<BookingRow, "holdExpiresAt" | "paidAt" | "cancelledAt" | "refundAmount" | "refundStatus">> = {},
  { now = clockNow() }: { now?: Date } = {},
): Promise<BookingRow | null> {
  const rule: (typeof TRANSITIONS)[BookingEvent] & { guard?: "stillPayable" } = TRANSITIONS[event];
  if (!(rule.by as readonly Actor[]).includes(actor)) {
    throw new ForbiddenTransitionError(`${actor} ne peut pas déclencher ${event}`);
  }
  const [row] = await tx
    .update(bookings)
    .set({ status: rule.to.status, paymentStatus: rule.to.paymentStatus, updatedAt: clockNow(), ...changes })
    .where(and(eq(bookings.id, bookingId), fromStates(rule.from), rule.guard ? stillPayable(now) : undefined))
    .returning();
  if (!row) return null;
  if (ENDED_STATUSES.includes(row.status)) await withdrawAccessInstructions(tx, row.id);
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
  return row;
}

/** The initial state: a new booking is pending/pending and holds its dates (same transaction). */
export const INITIAL_STATE = state("pending", "pending");

export async function createPendingBooking(
  tx: Writer,
  values: Omit<typeof bookings.$inferInsert, "status" | "paymentStatus" | "id">,
): Promise<BookingRow> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, status: INITIAL_STATE.status, paymentStatus: INITIAL_STATE.paymentStatus })
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
 * The expiry job's one statement: every unpaid hold past its time becomes 'expired' and
 * its calendar row goes, atomically. Safe with several processes: a row already moved by
 * another process no longer matches the WHERE after its lock is released.
 */
export async function expireHolds(db: Pick<Database, "execute">, now: Date = clockNow()): Promise<string[]> {
  const rule = TRANSITIONS.expireHold;
  const from = rule.from[0];
  const result = await db.execute<{ id: string }>(sql`
    WITH expired AS (
      UPDATE bookings SET status = ${rule.to.status}, updated_at = now()
      WHERE status = ${from.status} AND payment_status = ${from.paymentStatus}
        AND hold_expires_at < ${now.toISOString()}::timestamptz
      RETURNING id
    ), released AS (
      DELETE FROM listing_calendar WHERE booking_id IN (SELECT id FROM expired) RETURNING booking_id
    )
    SELECT id FROM expired`);
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows;
  return rows.map((row) => row.id);
}

/** The SQL side of payability.server.ts: checked in the UPDATE itself, so no race slips past it. */
function stillPayable(now: Date): SQL {
  return and(
    gte(bookings.startDate, todayInBenin(now)),
    sql`(SELECT count(*) FROM payment_transactions pt WHERE pt.booking_id = ${bookings.id}) < ${MAX_PAYMENT_ATTEMPTS}`,
  )!;
}

function fromStates(states: readonly BookingState[]): SQL {
  const byStatus = new Map<PaymentStatus, BookingStatus[]>();
  for (const { status, paymentStatus } of states)
    byStatus.set(paymentStatus, [...(byStatus.get(paymentStatus) ?? []), status]);
  const clauses = [...byStatus].map(([paymentStatus, statuses]) =>
    and(eq(bookings.paymentStatus, paymentStatus), inArray(bookings.status, statuses)),
  );
  return or(...clauses)!;
}
