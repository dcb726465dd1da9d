// Booking creation: the server validates the form against the listing's booking rules
// (shortest and longest stay, advance notice), prices the stay from the listing's own price
// and discounts and, for a vehicle taken with its driver, the driver's days at the
// listing's price per day (a total sent by the browser is never read); it keeps the
// vehicle's rental terms of the moment on the booking (docs/decisions/027), and writes the
// booking (with its price's line items) and its calendar hold in one transaction. On a
// listing booked on request, the booking starts as a request the host answers within 24 h
// (docs/decisions/026).
// The exclusion constraint decides availability, so two people racing for the same dates
// get exactly one booking.
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import { isId } from "#common/ids";
import { HOLD_MINUTES, INITIAL_STATE, REQUEST_ANSWER_HOURS, REQUEST_INITIAL_STATE } from "#common/lifecycles/booking";
import { priceStay } from "#common/pricing";
import { bookingRentalTerms, driverOptionOf, type RentalTerms } from "#common/rental-terms";
import { validateBooking, type BookingFields, type BookingProblems } from "#common/rules/booking";
import { getDb, type Database } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { bookable } from "#server/listings/listing-moderation.server";
import { createPendingBooking } from "./booking-lifecycle.server";
import { getBookingWithListing, type BookingRow } from "./booking-queries.server";
import { announceBookingRequest } from "./booking-request-emails.server";
import { holdLimitReached, type HoldLimitReason } from "./hold-limits.server";
import { moneyColumns } from "./money-columns.server";
import { EXCLUSION_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "./pg-errors.server";

export type CreateBookingResult =
  | { ok: true; booking: BookingRow; listingTitle: string; requested: boolean }
  | { ok: false; reason: "invalid"; problems: BookingProblems }
  | { ok: false; reason: "listing_unavailable" | "dates_taken" | "own_listing" | "too_many_requests" }
  | { ok: false; reason: HoldLimitReason };

const REFERENCE_ATTEMPTS = 5;

/** 'BK' + 8 random digits (the database's UNIQUE constraint catches the rare repeat). */
export function randomReference(): string {
  return `BK${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export async function createBooking(
  input: { listingId: string; fields: BookingFields; userId: string | null },
  options: {
    now?: Date;
    reference?: () => string;
    /**
     * Asked once the form is valid, before anything is held: the request's limits
     * (server/security/limits.server.ts), so that correcting a form costs nothing.
     */
    allowed?: (listingId: string) => Promise<boolean>;
  } = {},
): Promise<CreateBookingResult> {
  const now = options.now ?? clockNow();
  const nextReference = options.reference ?? randomReference;
  const listing = await findBookableListing(input.listingId);
  if (!listing) return { ok: false, reason: "listing_unavailable" };
  if (input.userId && listing.userId === input.userId) {
    return { ok: false, reason: "own_listing" };
  }
  const capacity = listing.isVehicle ? (listing.seats ?? listing.maxGuests) : listing.maxGuests;
  const terms = listing.isVehicle ? rentalTermsOf(listing) : null;
  const checked = validateBooking(input.fields, {
    today: todayInBenin(now),
    maxGuests: capacity,
    rules: listing,
    isVehicle: listing.isVehicle,
    driverOption: terms?.driverOption ?? null,
  });
  if (!checked.ok) return { ok: false, reason: "invalid", problems: checked.problems };
  const { checkIn, checkOut, guests, traveler, withDriver } = checked.value;
  if (options.allowed && !(await options.allowed(listing.id))) return { ok: false, reason: "too_many_requests" };
  const rentalTerms = terms && withDriver !== null ? bookingRentalTerms(terms, withDriver) : null;
  const money = moneyColumns(
    priceStay({
      unitPrice: listing.price,
      startDate: checkIn,
      endDate: checkOut,
      discounts: listing,
      driverPricePerDay: rentalTerms?.driverPricePerDay ?? null,
    }),
  );
  const onRequest = listing.bookingMode === "request";
  // A request holds its dates while the host answers; an instant booking while it is paid.
  const holdMs = onRequest ? REQUEST_ANSWER_HOURS * 3_600_000 : HOLD_MINUTES * 60_000;

  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await getDb().transaction(
        async (tx): Promise<{ refused: HoldLimitReason } | { booking: BookingRow }> => {
          // The account's unpaid bookings are counted in this transaction (docs/decisions/024).
          const limit = input.userId
            ? await holdLimitReached(tx, {
                userId: input.userId,
                listingId: listing.id,
                startDate: checkIn,
                endDate: checkOut,
                now,
              })
            : null;
          if (limit) return { refused: limit };
          const booking = await createPendingBooking(
            tx,
            {
              bookingReference: nextReference(),
              userId: input.userId,
              listingId: listing.id,
              entityType: listing.isVehicle ? "vehicle" : "accommodation",
              startDate: checkIn,
              endDate: checkOut,
              guests,
              ...money,
              travelerInfo: traveler,
              // The policy of the moment is part of the deal (a later change does not apply).
              cancellationPolicy: listing.cancellationPolicy,
              // So are a vehicle's terms: the deposit, distance, age and licence, the driver.
              rentalTerms,
              holdExpiresAt: new Date(now.getTime() + holdMs),
              requestedAt: onRequest ? now : null,
              // The hour's count of unpaid bookings reads this, on the clock's time.
              createdAt: now,
            },
            onRequest ? REQUEST_INITIAL_STATE : INITIAL_STATE,
          );
          if (onRequest) {
            const withListing = await getBookingWithListing(booking.id, tx as unknown as Database);
            if (withListing) await announceBookingRequest(tx as unknown as Database, withListing);
          }
          return { booking };
        },
      );
      if ("refused" in outcome) return { ok: false, reason: outcome.refused };
      return { ok: true, booking: outcome.booking, listingTitle: listing.title, requested: onRequest };
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === EXCLUSION_VIOLATION) return { ok: false, reason: "dates_taken" };
      const referenceClash =
        code === UNIQUE_VIOLATION && (pgConstraint(error) ?? "booking_reference").includes("booking_reference");
      if (referenceClash && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}

async function findBookableListing(id: string) {
  if (!isId(id)) return null;
  const [listing] = await getDb()
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      price: listings.price,
      isVehicle: listings.isVehicle,
      maxGuests: listings.maxGuests,
      seats: listings.seats,
      cancellationPolicy: listings.cancellationPolicy,
      bookingMode: listings.bookingMode,
      minStay: listings.minStay,
      maxStay: listings.maxStay,
      advanceNoticeDays: listings.advanceNoticeDays,
      weeklyDiscountPercent: listings.weeklyDiscountPercent,
      monthlyDiscountPercent: listings.monthlyDiscountPercent,
      driverOption: listings.driverOption,
      driverPricePerDay: listings.driverPricePerDay,
      depositAmount: listings.depositAmount,
      dailyDistanceKm: listings.dailyDistanceKm,
      minDriverAge: listings.minDriverAge,
      minLicenceYears: listings.minLicenceYears,
    })
    .from(listings)
    .where(and(eq(listings.id, id.toLowerCase()), bookable));
  return listing ?? null;
}

/**
 * A vehicle's terms as the booking reads them. A driver offered without a price cannot be
 * stored (migration 0023); should one be read anyway, the driver is not offered rather
 * than given for free.
 */
function rentalTermsOf(listing: Omit<RentalTerms, "driverOption"> & { driverOption: string | null }): RentalTerms {
  const option = driverOptionOf(listing.driverOption);
  const priced = listing.driverPricePerDay !== null && listing.driverPricePerDay > 0;
  return {
    driverOption: priced || option === "without" ? option : "without",
    driverPricePerDay: priced ? listing.driverPricePerDay : null,
    depositAmount: listing.depositAmount,
    dailyDistanceKm: listing.dailyDistanceKm,
    minDriverAge: listing.minDriverAge,
    minLicenceYears: listing.minLicenceYears,
  };
}
