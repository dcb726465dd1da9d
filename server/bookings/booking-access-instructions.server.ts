// The access instructions a traveler reads on /my-bookings: only for their own bookings
// that are paid and take place (the lifecycle's revealsListingAddress, the moment the
// street address shows too); nothing for an unpaid, cancelled or someone else's booking.
import { and, eq, inArray } from "drizzle-orm";
import { BOOKING_STATES, revealsListingAddress } from "#common/lifecycles/booking";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listingAccessInstructions } from "#server/db/schema";
import { inStates } from "./booking-state-sql.server";

const REVEALING = inStates(Object.values(BOOKING_STATES).filter(revealsListingAddress));

/** bookingId → the instructions ('' when the host wrote none), for the traveler's revealing bookings among `bookingIds`. */
export async function accessInstructionsForTraveler(
  travelerId: string,
  bookingIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, string>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .select({ bookingId: bookings.id, body: listingAccessInstructions.body })
    .from(bookings)
    .leftJoin(listingAccessInstructions, eq(listingAccessInstructions.listingId, bookings.listingId))
    .where(and(inArray(bookings.id, [...bookingIds]), eq(bookings.userId, travelerId), REVEALING));
  return new Map(rows.map((row) => [row.bookingId, row.body ?? ""]));
}
