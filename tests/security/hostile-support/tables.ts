// "Nothing stored": a fingerprint of whole tables (row count and a hash of every row),
// taken before and after a hostile request. Any insert, update or delete changes it.
import { getDatabaseHandle } from "#server/db/client.server";

export type TableName =
  | "users"
  | "accounts"
  | "sessions"
  | "profiles"
  | "user_roles"
  | "verifications"
  | "listings"
  | "listing_decisions"
  | "listing_calendar"
  | "bookings"
  | "reviews"
  | "payment_transactions"
  | "surplus_payments"
  | "payment_events"
  | "notifications"
  | "contact_messages"
  | "email_outbox"
  | "media_files"
  | "fedapay_standin_transactions"
  | "two_factors"
  // Issue 15, reviews (migration 0019).
  | "review_answers"
  | "listing_access_instructions"
  | "booking_reminders"
  | "admin_actions";

export type Fingerprint = Record<string, string>;

export async function fingerprint(tables: readonly TableName[]): Promise<Fingerprint> {
  const handle = getDatabaseHandle();
  const result: Fingerprint = {};
  for (const table of tables) {
    const [row] = await handle.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    result[table] = `${row!.rows}:${row!.digest ?? "-"}`;
  }
  return result;
}

export async function rowCount(table: TableName, where = "true", params: unknown[] = []): Promise<number> {
  const [row] = await getDatabaseHandle().query<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM ${table} WHERE ${where}`,
    params,
  );
  return row!.rows;
}

export async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return getDatabaseHandle().query<T>(sql, params);
}
