import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { advanceClock, setClock } from "#common/clock";
import { forgetShortLivedReads, setShortLivedCacheEnabled } from "#server/cache/short-lived.server";
import { getDb } from "#server/db/client.server";
import { bookings } from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { addressReads, LISTING_PAGE_TTL_MS } from "./listing-page-reads.server";

const STREET = "Rue 2048, portail vert, Fidjrossè";
const CONFIRMED = { status: "approved", paymentStatus: "completed" } as const;

// The street address on a listing's page, shared reads on (as in production): the memo of
// who may hold it only spares the others a query; the query still decides for those it names.
describe(`the listing page's street address, memo on (${databaseKind})`, () => {
  let hostId: string;
  let adminId: string;
  let day = 0;

  beforeAll(async () => {
    await useTestDatabase();
    setShortLivedCacheEnabled(true);
    hostId = (await createUser({ roles: ["user", "host"] })).id;
    adminId = (await createUser({ roles: ["user", "admin"] })).id;
  });
  afterAll(() => setShortLivedCacheEnabled(false));
  // The memo's seconds pass only when a test moves the clock, however slow the machine.
  beforeEach(() => setClock("2030-01-15T09:00:00Z"));
  afterEach(() => setClock(null));

  const traveler = async () => ({ id: (await createUser()).id, roles: ["user"] });
  const listing = async () => {
    const { id } = await createListing({ userId: hostId, title: "Villa de l'adresse", address: STREET });
    return { id, hostId };
  };
  /** A booking of its own dates (a later month each time). */
  const book = (listingId: string, userId: string, state: object) => {
    day += 1;
    const month = String(((day - 1) % 12) + 1).padStart(2, "0");
    const year = 2040 + Math.floor((day - 1) / 12);
    return createBooking({
      listingId,
      userId,
      startDate: `${year}-${month}-01`,
      endDate: `${year}-${month}-04`,
      ...state,
    });
  };

  it("gives the street to the host, an administrator and a traveler whose booking is paid; the city to the others", async () => {
    const read = addressReads(200);
    const villa = await listing();
    const [paid, unpaid, stranger] = [await traveler(), await traveler(), await traveler()];
    await book(villa.id, paid.id, CONFIRMED);
    await book(villa.id, unpaid.id, { status: "pending", paymentStatus: "pending" });
    expect(await read(villa, { id: hostId, roles: ["user", "host"] })).toBe(STREET);
    expect(await read(villa, { id: adminId, roles: ["admin", "user"] })).toBe(STREET);
    expect(await read(villa, paid)).toBe(STREET);
    expect(await read(villa, unpaid)).toBeNull();
    expect(await read(villa, stranger)).toBeNull();
  });

  it("asks nothing for a reader the memo does not name: a booking paid behind its back shows after a write here or the TTL", async () => {
    const read = addressReads(200);
    const villa = await listing();
    const late = await traveler();
    expect(await read(villa, late)).toBeNull();
    // Paid through another process (or a background job): this memo does not know yet.
    const booking = await book(villa.id, late.id, CONFIRMED);
    expect(await read(villa, late)).toBeNull();
    advanceClock(LISTING_PAGE_TTL_MS + 1);
    expect(await read(villa, late)).toBe(STREET);
    // Taken back, then paid again, behind the memo's back; a write in this process forgets it.
    await getDb().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expect(await read(villa, late)).toBeNull();
    advanceClock(LISTING_PAGE_TTL_MS + 1);
    expect(await read(villa, late)).toBeNull();
    await getDb().update(bookings).set({ status: "approved" }).where(eq(bookings.id, booking.id));
    expect(await read(villa, late)).toBeNull();
    forgetShortLivedReads();
    expect(await read(villa, late)).toBe(STREET);
  });

  it("refuses, through the query, a traveler the memo still names after losing the address", async () => {
    const read = addressReads(200);
    const villa = await listing();
    const refunded = await traveler();
    const booking = await book(villa.id, refunded.id, CONFIRMED);
    expect(await read(villa, refunded)).toBe(STREET);
    await getDb().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expect(await read(villa, refunded)).toBeNull();
  });

  it("asks about every reader of a listing whose paid travelers are too many to name", async () => {
    const read = addressReads(1);
    const villa = await listing();
    await book(villa.id, (await traveler()).id, CONFIRMED);
    await book(villa.id, (await traveler()).id, CONFIRMED);
    const stranger = await traveler();
    expect(await read(villa, stranger)).toBeNull();
    // Not named by the memo, which names nobody past its bound: asked, and read at once.
    const late = await traveler();
    await book(villa.id, late.id, CONFIRMED);
    expect(await read(villa, late)).toBe(STREET);
    expect(await read(villa, stranger)).toBeNull();
  });
});
