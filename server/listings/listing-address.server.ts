// A listing's street address, for the people who may read it: its host, an administrator,
// and a traveler whose booking of it is paid and takes place (the lifecycle's
// revealsListingAddress, the moment the access e-mail also gives it). Everyone else sees
// the city only: an address read before paying lets anyone find a host's home and deal
// around the platform (docs/decisions/014-private-listing-addresses.md).
import { and, eq, exists, or, sql } from "drizzle-orm";
import { BOOKING_STATES, revealsListingAddress } from "#common/lifecycles/booking";
import { inStates } from "#server/bookings/booking-state-sql.server";
import { getDb } from "#server/db/client.server";
import { bookings, listings } from "#server/db/schema";

const REVEALING = inStates(Object.values(BOOKING_STATES).filter(revealsListingAddress));

export type AddressReader = { id: string; roles: readonly string[] };

/** The listing's address if `reader` may read it; null otherwise (or no such listing). */
export async function listingAddressFor(listingId: string, reader: AddressReader): Promise<string | null> {
  const db = getDb();
  const mayRead = reader.roles.includes("admin")
    ? sql`true`
    : or(
        eq(listings.userId, reader.id),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookings)
            .where(and(eq(bookings.listingId, listings.id), eq(bookings.userId, reader.id), REVEALING)),
        ),
      );
  const [row] = await db
    .select({ address: listings.address })
    .from(listings)
    .where(and(eq(listings.id, listingId), mayRead));
  return row?.address ?? null;
}
