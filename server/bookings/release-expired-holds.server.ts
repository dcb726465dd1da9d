// The background job (every 30 s, in every app process): unpaid holds past their 30
// minutes free their dates. One statement does it (booking-lifecycle expireHolds), so
// processes running it at once never double-release nor miss a row.
import { now as clockNow } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { expireHolds } from "./booking-lifecycle.server";

export const HOLD_EXPIRY_INTERVAL_MS = 30_000;

export async function releaseExpiredHolds(now = clockNow()): Promise<number> {
  const released = await expireHolds(getDb(), now);
  if (released.length) console.log(`[bookings] ${released.length} réservation(s) non payée(s) expirée(s)`);
  return released.length;
}
