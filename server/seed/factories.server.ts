// One factory per entity, used by the demo seed and by tests alike. Each fills sensible
// defaults and lets the caller override any column.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { nowMs } from "#common/clock";
import { summarizePrice, type LineItem } from "#common/line-items";
import { HOST_FEE_PERCENT, percentOf, priceStay, stayLineItems, TRAVELER_FEE_PERCENT } from "#common/pricing";
import { moneyColumns } from "#server/bookings/money-columns.server";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listingCalendar, listings, profiles, userRoles, users } from "#server/db/schema";
import { recordBookingMoney } from "#server/money/post-journal.server";

type Role = "user" | "host" | "admin";

export async function createUser(
  overrides: Partial<typeof users.$inferInsert> & { fullName?: string; roles?: Role[] } = {},
) {
  const { fullName, roles = ["user"], ...userColumns } = overrides;
  const id = userColumns.id ?? randomUUID();
  const email = userColumns.email ?? `user-${id.slice(0, 8)}@exemple.bj`;
  const name = userColumns.name ?? fullName ?? email.split("@")[0]!;
  const db = getDb();
  const [user] = await db
    .insert(users)
    .values({ ...userColumns, id, email, name })
    .returning();
  const userType = roles.includes("admin") ? "admin" : roles.includes("host") ? "host" : "traveler";
  // A trigger (migration 0002) may already have made the profile and the 'user' role:
  // complete them rather than insert twice.
  await db
    .insert(profiles)
    .values({ id, fullName: fullName ?? name, userType })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName: fullName ?? name, userType } });
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId: id, role })))
    .onConflictDoNothing();
  return user!;
}

/** The factory's vehicles: without a driver, 100 000 FCFA deposit, 200 km a day, 23 years, 2 years of licence. */
export const VEHICLE_RENTAL_TERMS = {
  driverOption: "without",
  driverPricePerDay: null,
  depositAmount: 100_000,
  dailyDistanceKm: 200,
  minDriverAge: 23,
  minLicenceYears: 2,
} as const;

export async function createListing(overrides: Partial<typeof listings.$inferInsert> & { userId: string }) {
  const isVehicle = overrides.isVehicle ?? false;
  const [listing] = await getDb()
    .insert(listings)
    .values({
      title: isVehicle ? "Toyota RAV4 climatisé" : "Appartement lumineux à Cotonou",
      description: "Un logement confortable, bien situé et entièrement équipé pour votre séjour.",
      category: isVehicle ? "SUV" : "Appartement",
      price: 25000,
      address: "Rue 12.145, Haie Vive",
      city: "Cotonou",
      status: "approved",
      maxGuests: isVehicle ? 5 : 4,
      // A vehicle's rental terms (docs/decisions/027), as a Cotonou car is often rented.
      ...(isVehicle ? VEHICLE_RENTAL_TERMS : {}),
      ...overrides,
      isVehicle,
    })
    .returning();
  return listing!;
}

let referenceCounter = 0;

type BookingOverrides = Partial<typeof bookings.$inferInsert> & {
  listingId: string;
  startDate: string;
  endDate: string;
};

/**
 * A booking that holds its dates in the listing's calendar (as a paid or pending booking
 * does), priced as a real one: priceStay of the listing's price over its dates. A test may
 * pass amounts of its own (or line items); the booking then gets line items that say the
 * same, and columns derived from them like any booking's.
 */
export async function createBooking(overrides: BookingOverrides) {
  const db = getDb();
  return db.transaction(async (tx) => {
    referenceCounter += 1;
    const reference = `BK${String((nowMs() + referenceCounter) % 100_000_000).padStart(8, "0")}`;
    // Like a real booking, it keeps the listing's policy of the moment (migration 0004).
    const [listing] = await tx
      .select({ policy: listings.cancellationPolicy, price: listings.price })
      .from(listings)
      .where(eq(listings.id, overrides.listingId));
    const { lineItems, unitPrice, units, subtotal, travelerFee, hostFee, totalPrice, ...columns } = overrides;
    const stay = {
      unitPrice: unitPrice ?? listing?.price ?? 25000,
      startDate: columns.startDate,
      endDate: columns.endDate,
    };
    const money = moneyColumns(lineItems ?? testLineItems(stay, { units, subtotal, travelerFee, hostFee }));
    if (totalPrice !== undefined && totalPrice !== money.totalPrice) {
      throw new Error(`createBooking: totalPrice ${totalPrice} ≠ ${money.totalPrice}, the total of the line items`);
    }
    const [booking] = await tx
      .insert(bookings)
      .values({
        bookingReference: reference,
        entityType: "accommodation",
        guests: 2,
        travelerInfo: { firstName: "Afi", lastName: "Houngbo", email: "afi@exemple.bj" },
        cancellationPolicy: listing?.policy ?? "moderate",
        ...columns,
        ...money,
      })
      .returning();
    await tx.insert(listingCalendar).values({
      listingId: booking!.listingId,
      during: `[${booking!.startDate},${booking!.endDate})`,
      source: "booking",
      bookingId: booking!.id,
    });
    // A booking written paid (or paid and cancelled) has its money in the ledger, as one
    // confirmed through FedaPay has.
    await recordBookingMoney(booking!, tx as unknown as Database, booking!.paidAt ?? undefined);
    return booking!;
  });
}

/** priceStay's lines, or, when a test gave amounts, lines with those amounts (the rest priced alike). */
function testLineItems(
  stay: { unitPrice: number; startDate: string; endDate: string },
  given: { units?: number; subtotal?: number; travelerFee?: number; hostFee?: number },
): LineItem[] {
  const priced = priceStay(stay);
  if (Object.values(given).every((value) => value === undefined)) return priced;
  const units = given.units ?? summarizePrice(priced).units;
  const subtotal = given.subtotal ?? units * stay.unitPrice;
  return stayLineItems({
    units,
    unitPrice: stay.unitPrice,
    subtotal,
    travelerFee: given.travelerFee ?? percentOf(subtotal, TRAVELER_FEE_PERCENT),
    hostFee: given.hostFee ?? percentOf(subtotal, HOST_FEE_PERCENT),
  });
}
