// A listing's street address, for the people who may read it: its host, an administrator,
// and a traveler whose booking of it is paid and takes place (the lifecycle's
// revealsListingAddress, the moment the access e-mail also gives it). Everyone else sees
// the city only: an address read before paying lets anyone find a host's home and deal
// around the platform (docs/decisions/014-private-listing-addresses.md).
import { and, eq, exists, or, sql } from "drizzle-orm";
import { BOOKING_STATES, revealsListingAddress } from "#common/lifecycles/booking";
import { inStates } from "#server/bookings/booking-state-sql.server";
import { compiledQuery } from "#server/db/compiled-query.server";
import { bookings, listings } from "#server/db/schema";

const REVEALING = inStates(Object.values(BOOKING_STATES).filter(revealsListingAddress));

export type AddressReader = { id: string; roles: readonly string[] };

type AddressValues = { listingId: string; readerId: string };

// Rendered once (docs/decisions/050): one text for administrators, one for everyone else.
const addressQuery = (admin: boolean) =>
  compiledQuery<{ address: string | null }, AddressValues>((db) => {
    const reader = sql.placeholder("readerId");
    const mayRead = admin
      ? sql`true`
      : or(
          eq(listings.userId, reader),
          exists(
            db
              .select({ one: sql`1` })
              .from(bookings)
              .where(and(eq(bookings.listingId, listings.id), eq(bookings.userId, reader), REVEALING)),
          ),
        );
    return db
      .select({ address: listings.address })
      .from(listings)
      .where(and(eq(listings.id, sql.placeholder("listingId")), mayRead))
      .getSQL();
  });
const forAdministrators = addressQuery(true);
const forOthers = addressQuery(false);

/** The listing's address if `reader` may read it; null otherwise (or no such listing). */
export async function listingAddressFor(listingId: string, reader: AddressReader): Promise<string | null> {
  const read = reader.roles.includes("admin") ? forAdministrators : forOthers;
  const [row] = await read({ listingId, readerId: reader.id });
  return row?.address ?? null;
}

// The travelers whose booking of a listing opens its address, for the listing page's shared
// memo (listing-page-reads.server.ts): the same states as above, any traveler.
const openersQuery = compiledQuery<{ userId: string }, { listingId: string; limit: number }>((db) =>
  db
    // Named here: a raw query's rows carry the names the text gives them.
    .selectDistinct({ userId: sql<string>`${bookings.userId}`.as("userId") })
    .from(bookings)
    .where(and(eq(bookings.listingId, sql.placeholder("listingId")), REVEALING))
    .limit(sql.placeholder("limit"))
    .getSQL(),
);

/** The ids of travelers (at most `limit`) whose booking of the listing opens its address. */
export async function addressOpenedTo(listingId: string, limit: number): Promise<string[]> {
  return (await openersQuery({ listingId, limit })).map((row) => row.userId);
}
