// The statistics cards: every figure is counted by the database at request time (no
// cache to go stale after a decision, and no invented number).
import { BOOKING_STATUSES, PAYMENT_STATUSES } from "#common/lifecycles/booking";
import { LISTING_STATUSES } from "#common/lifecycles/listing-moderation";
import { getDatabaseHandle } from "#server/db/client.server";
import type { DashboardStats } from "./types";

type Row = { status: string; n: number };

const STATS_SQL = `
  SELECT 'users' AS kind, '' AS status, count(*)::int AS n FROM users
  UNION ALL SELECT 'listing', status, count(*)::int FROM listings GROUP BY status
  UNION ALL SELECT 'booking', status, count(*)::int FROM bookings GROUP BY status
  UNION ALL SELECT 'payment', payment_status, count(*)::int FROM bookings GROUP BY payment_status
  UNION ALL SELECT 'volume', '', coalesce(sum(total_price), 0)::float8
              FROM bookings WHERE payment_status = 'completed'`;

function tally<K extends string>(keys: readonly K[], rows: Row[]): Record<K, number> {
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) if ((keys as readonly string[]).includes(row.status)) result[row.status as K] = Number(row.n);
  return result;
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const rows = await getDatabaseHandle().query<Row & { kind: string }>(STATS_SQL);
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  const listings = tally(LISTING_STATUSES, of("listing"));
  const bookings = tally(BOOKING_STATUSES, of("booking"));
  const sum = (values: Record<string, number>) => Object.values(values).reduce((total, value) => total + value, 0);
  return {
    users: Number(of("users")[0]?.n ?? 0),
    listings: { ...listings, total: sum(listings) },
    bookings: { ...bookings, total: sum(bookings) },
    payments: tally(PAYMENT_STATUSES, of("payment")),
    paidVolume: Number(of("volume")[0]?.n ?? 0),
  };
}
