// Whether a traveler and a host have a paid and confirmed booking between them (any of the
// host's listings): contact details are then shown and no longer masked (decisions:
// "payment stays on the platform" until then).
import { and, eq, sql } from "drizzle-orm";
import { BOOKING_STATES } from "#common/lifecycles/booking";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listings } from "#server/db/schema";

const { confirmed } = BOOKING_STATES;

export async function hasPaidBookingBetween(
  travelerId: string | null,
  hostId: string | null,
  db: Database = getDb(),
): Promise<boolean> {
  if (!travelerId || !hostId) return false;
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(
      and(
        eq(bookings.userId, travelerId),
        eq(listings.userId, hostId),
        eq(bookings.status, confirmed.status),
        eq(bookings.paymentStatus, confirmed.paymentStatus),
      ),
    )
    .limit(1);
  return Boolean(row);
}
