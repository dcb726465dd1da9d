// Limits on unpaid bookings per account (docs/decisions/024): an unpaid booking holds a
// listing's dates for 30 minutes, so without limits one account could keep dates away from
// everyone by booking again and again. Checked in the booking's own transaction, after a
// lock taken per account, so two requests fired at once are counted one after the other.
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";

/** Unpaid bookings (requests to book included) still holding their dates that one account may have at once. */
export const MAX_OPEN_HOLDS = 2;
/** Unpaid bookings one account may start in an hour (paid ones are not counted). */
export const MAX_HOLDS_PER_HOUR = 5;
/**
 * After an unpaid booking stops holding its dates (expired or cancelled unpaid), the same
 * account cannot hold dates overlapping them on the same listing for this long: the dates
 * go to the other travelers first.
 */
export const HOLD_COOLDOWN_MINUTES = 60;

export type HoldLimitReason = "too_many_holds" | "too_many_holds_this_hour" | "hold_cooldown";

export async function holdLimitReached(
  tx: Database,
  hold: { userId: string; listingId: string; startDate: string; endDate: string; now: Date },
): Promise<HoldLimitReason | null> {
  // One account's bookings are decided one at a time (the lock ends with the transaction).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-holds:${hold.userId}`}, 0))`);
  const now = hold.now.toISOString();
  type Counts = { open: number; last_hour: number; cooling: number };
  const result = await tx.execute<Counts>(sql`
    SELECT
      count(*) FILTER (
        WHERE status IN ('pending', 'requested') AND hold_expires_at > ${now}::timestamptz
      )::int AS open,
      count(*) FILTER (WHERE created_at > ${now}::timestamptz - interval '1 hour')::int AS last_hour,
      count(*) FILTER (
        WHERE listing_id = ${hold.listingId}
          AND daterange(start_date, end_date) && daterange(${hold.startDate}::date, ${hold.endDate}::date)
          AND status IN ('expired', 'cancelled')
          AND coalesce(cancelled_at, hold_expires_at)
            > ${now}::timestamptz - make_interval(mins => ${HOLD_COOLDOWN_MINUTES})
      )::int AS cooling
    FROM bookings
    WHERE user_id = ${hold.userId} AND payment_status = 'pending'`);
  const rows: Counts[] = Array.isArray(result) ? result : (result as unknown as { rows: Counts[] }).rows;
  const counts = rows[0]!;
  if (counts.open >= MAX_OPEN_HOLDS) return "too_many_holds";
  if (counts.last_hour >= MAX_HOLDS_PER_HOUR) return "too_many_holds_this_hour";
  if (counts.cooling > 0) return "hold_cooldown";
  return null;
}
