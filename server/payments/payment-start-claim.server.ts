// One payment start per booking at a time, across every process (docs/decisions/031): the
// claim is a row of payment_starts with a lease on the database's clock. A double click on
// "Payer" that the balancer split between two processes: the second post waits here while
// the first creates its FedaPay transaction, then finds that checkout (start-payment).
import { randomUUID } from "node:crypto";
import { isId } from "#common/ids";
import { getDatabaseHandle } from "#server/db/client.server";
import { log } from "#server/observability/log.server";
import { WORKER_ID } from "#server/worker-id.server";

/**
 * Longer than a start can take (reading the previous checkouts back, creating the
 * transaction, its token: FedaPay's calls time out at 10 s each); a process that died in
 * the middle holds the booking no longer than this.
 */
export const PAYMENT_START_LEASE_SECONDS = 45;
const POLL_MS = 100;

// Only the traveler's own booking is claimed: someone else's id claims nothing (and the
// start then answers not_found).
const CLAIM = `
  INSERT INTO payment_starts (booking_id, claimed_by, lease_until)
  SELECT id, $3, now() + make_interval(secs => $4) FROM bookings WHERE id = $1 AND user_id = $2
  ON CONFLICT (booking_id) DO UPDATE SET claimed_by = excluded.claimed_by, lease_until = excluded.lease_until
   WHERE payment_starts.lease_until < now()
  RETURNING booking_id`;

const HELD = `SELECT 1 FROM payment_starts WHERE booking_id = $1 AND lease_until >= now()`;

const RELEASE = `DELETE FROM payment_starts WHERE booking_id = $1 AND claimed_by = $2`;

/**
 * Runs fn while holding the booking's payment start; waits while another start (any
 * process) holds it. An id that is not the traveler's runs fn unclaimed: fn refuses it.
 */
export async function withPaymentStart<T>(bookingId: string, userId: string, fn: () => Promise<T>): Promise<T> {
  if (!isId(bookingId)) return fn();
  const id = bookingId.toLowerCase();
  const handle = getDatabaseHandle();
  const claimant = `${WORKER_ID}/${randomUUID()}`;
  for (;;) {
    const claimed = await handle.query(CLAIM, [id, userId, claimant, PAYMENT_START_LEASE_SECONDS]);
    if (claimed.length > 0) break;
    // Nothing claimed and nothing held: not this traveler's booking.
    if ((await handle.query(HELD, [id])).length === 0) return fn();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await fn();
  } finally {
    await handle.query(RELEASE, [id, claimant]).catch((error: unknown) => {
      // The lease ends it anyway.
      log("payments").warn({ err: error }, "fin de démarrage non enregistrée");
    });
  }
}
