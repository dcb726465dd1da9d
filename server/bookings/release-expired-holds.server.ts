// The background job (every 30 s, in every app process): unpaid holds past their 30
// minutes free their dates. One statement does it (booking-lifecycle expireHolds), so
// processes running it at once never double-release nor miss a row.
import { now as clockNow } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { log } from "#server/observability/log.server";
import { expireHolds, expireRequests } from "./booking-lifecycle.server";

export const HOLD_EXPIRY_INTERVAL_MS = 30_000;

export async function releaseExpiredHolds(now = clockNow()): Promise<number> {
  const released = await expireHolds(getDb(), now);
  if (released.length) log("bookings").info(`${released.length} réservation(s) non payée(s) expirée(s)`);
  return released.length;
}

/** How often requests to book past their 24 h are expired (the job "booking-requests"). */
export const REQUEST_EXPIRY_INTERVAL_MS = 60_000;

/** Requests to book the host left unanswered for 24 h free their dates (docs/decisions/026). */
export async function expireUnansweredRequests(now = clockNow()): Promise<number> {
  const expired = await expireRequests(getDb(), now);
  if (expired.length) log("bookings").info(`${expired.length} demande(s) de réservation expirée(s)`);
  return expired.length;
}
