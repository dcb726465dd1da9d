// What must hold in the database after any fault: read straight from the tables.
import type { DatabaseHandle } from "#server/db/client.server";

export async function waitUntil<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Délai dépassé (${timeoutMs} ms) : ${what}${last ? ` — ${(last as Error).message}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Payments whose state differs between FedaPay (the stand-in's table) and ours, or from their booking. */
export async function inconsistentPayments(handle: DatabaseHandle) {
  return handle.query<{
    payment: string;
    ours: string;
    provider: string;
    booking_status: string;
    booking_payment: string;
  }>(`
    SELECT pt.id AS payment, pt.status AS ours, st.status AS provider, b.status AS booking_status, b.payment_status AS booking_payment
      FROM payment_transactions pt
      JOIN fedapay_standin_transactions st ON st.id::text = pt.provider_transaction_id
      JOIN bookings b ON b.id = pt.booking_id
     WHERE pt.status <> st.status
        OR (st.status = 'approved') <> (b.payment_status = 'completed')
        OR (b.payment_status = 'completed' AND b.status NOT IN ('approved', 'rejected', 'cancelled'))`);
}

/** Bookings marked paid with no approved payment, or paid by more than one. */
export async function paidWithoutOnePayment(handle: DatabaseHandle) {
  return handle.query<{ id: string; approved: number }>(`
    SELECT b.id, (SELECT count(*)::int FROM payment_transactions pt WHERE pt.booking_id = b.id AND pt.status = 'approved') AS approved
      FROM bookings b
     WHERE b.payment_status = 'completed'
       AND (SELECT count(*) FROM payment_transactions pt WHERE pt.booking_id = b.id AND pt.status = 'approved') <> 1`);
}

/** Two bookings that hold the same listing on overlapping nights. */
export async function overlappingBookings(handle: DatabaseHandle) {
  return handle.query<{ first: string; second: string }>(`
    SELECT a.id AS first, b.id AS second
      FROM bookings a
      JOIN bookings b ON a.listing_id = b.listing_id AND a.id < b.id
       AND daterange(a.start_date, a.end_date) && daterange(b.start_date, b.end_date)
     WHERE a.status IN ('pending', 'approved') AND b.status IN ('pending', 'approved')`);
}

/** Confirmed bookings without exactly one confirmation e-mail for the traveler and one for the host. */
export async function confirmedWithoutTheirEmails(handle: DatabaseHandle) {
  return handle.query<{ id: string; traveler: number; host: number }>(`
    SELECT * FROM (
      SELECT b.id,
             (SELECT count(*)::int FROM email_outbox o WHERE o.dedupe_key = 'booking-confirmed:' || b.id) AS traveler,
             (SELECT count(*)::int FROM email_outbox o WHERE o.dedupe_key = 'booking-host:' || b.id) AS host
        FROM bookings b
       WHERE b.status = 'approved') counted
     WHERE traveler <> 1 OR host <> 1`);
}

/** Notifications of one kind sent more than once about one booking. */
export async function repeatedNotifications(handle: DatabaseHandle) {
  return handle.query<{ booking_id: string; kind: string; count: number }>(`
    SELECT booking_id, kind, user_id, count(*)::int AS count
      FROM notifications
     WHERE booking_id IS NOT NULL
     GROUP BY booking_id, kind, user_id
    HAVING count(*) > 1`);
}

/** Outbox rows due now that are not sent yet. */
export async function unsentDueEmails(handle: DatabaseHandle) {
  const [row] = await handle.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM email_outbox WHERE status <> 'sent' AND next_attempt_at <= now()",
  );
  return row!.count;
}
