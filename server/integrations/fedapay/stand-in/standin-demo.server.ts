// The demo's paid bookings as the local FedaPay knows them: each one a transaction approved
// when the booking was paid, 'transferred' to the balance 72 h later (as FedaPay does), so
// the payouts the demo starts find the money they pay out. Only for the stand-in: a site
// on the real FedaPay never writes here.
import { sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { TRANSFER_DELAY_MS } from "./standin-store.server";

/** Records every paid booking that has no stand-in transaction yet; returns how many. */
export async function recordDemoPaymentsAtStandIn(db: Database = getDb(), now: Date = clockNow()): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO fedapay_standin_transactions
      (reference, amount, description, customer, custom_metadata, status, mode, approved_at, transferred_at,
       created_at, updated_at)
    SELECT 'demo-' || b.booking_reference, b.total_price, 'Réservation ' || b.booking_reference,
           jsonb_build_object('firstname', b.traveler_info->>'firstName', 'lastname', b.traveler_info->>'lastName',
                              'email', b.traveler_info->>'email'),
           jsonb_build_object('booking_reference', b.booking_reference),
           CASE WHEN b.paid_at + ${`${TRANSFER_DELAY_MS} milliseconds`}::interval <= ${now.toISOString()}::timestamptz
                THEN 'transferred' ELSE 'approved' END,
           'mtn_open', b.paid_at,
           CASE WHEN b.paid_at + ${`${TRANSFER_DELAY_MS} milliseconds`}::interval <= ${now.toISOString()}::timestamptz
                THEN b.paid_at + ${`${TRANSFER_DELAY_MS} milliseconds`}::interval END,
           b.paid_at, b.paid_at
      FROM bookings b
     WHERE b.payment_status = 'completed' AND b.paid_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM fedapay_standin_transactions t WHERE t.reference = 'demo-' || b.booking_reference)
    RETURNING id`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows.length;
}
