// A traveler lets go of their unpaid bookings (as "Annuler" on /my-bookings does), so that a
// test world shared by several tests stays under the limits on unpaid bookings
// (server/bookings/hold-limits.server.ts, docs/decisions/024).
import { now } from "#common/clock";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import type { DatabaseHandle } from "#server/db/client.server";

export async function releaseOpenHolds(handle: DatabaseHandle, userId: string): Promise<void> {
  const rows = await handle.query<{ id: string }>(
    "SELECT id FROM bookings WHERE user_id = $1 AND status = 'pending' AND payment_status = 'pending' AND hold_expires_at > $2",
    [userId, now()],
  );
  for (const row of rows) {
    const result = await cancelBooking(row.id, userId);
    if (!result.ok) throw new Error(`releaseOpenHolds: ${JSON.stringify(result)}`);
  }
}
