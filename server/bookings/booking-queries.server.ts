// Reads of bookings for the traveler's and the host's pages, and of a listing's taken
// dates for the booking form. Every read is scoped to its owner in the WHERE clause.
import { and, desc, eq, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { isId } from "#common/ids";
import { BOOKING_STATES, isShownToHost } from "#common/lifecycles/booking";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listingCalendar, listings, paymentTransactions, reviews } from "#server/db/schema";
import { inStates } from "./booking-state-sql.server";

export type BookingRow = typeof bookings.$inferSelect;

export type DateRange = { start: string; end: string };

/** The listing's held and blocked ranges [start, end) that end after today, for the pickers. */
export async function takenRanges(listingId: string, now = clockNow(), days = 400): Promise<DateRange[]> {
  const today = todayInBenin(now);
  const rows = await getDb()
    .select({
      start: sql<string>`lower(${listingCalendar.during})::text`,
      end: sql<string>`upper(${listingCalendar.during})::text`,
    })
    .from(listingCalendar)
    .where(
      and(
        eq(listingCalendar.listingId, listingId),
        sql`${listingCalendar.during} && daterange(${today}::date, ${addDays(today, days)}::date)`,
      ),
    )
    .orderBy(sql`lower(${listingCalendar.during})`);
  return rows.map((row) => ({ start: String(row.start), end: String(row.end) }));
}

const listingColumns = {
  listingTitle: listings.title,
  listingCity: listings.city,
  listingAddress: listings.address,
  listingIsVehicle: listings.isVehicle,
  hostId: listings.userId,
  // Attempts so far: a booking's hold is renewed for a limited number of them (paymentBlock).
  paymentAttempts:
    sql<number>`(SELECT count(*) FROM payment_transactions pt WHERE pt.booking_id = ${bookings.id})`.mapWith(Number),
};

export type BookingWithListing = BookingRow & {
  listingTitle: string;
  listingCity: string;
  listingAddress: string;
  listingIsVehicle: boolean;
  hostId: string;
  paymentAttempts: number;
};

/** The booking if it belongs to `userId`, with its listing; null otherwise (never someone else's). */
export async function getOwnBooking(id: string, userId: string): Promise<BookingWithListing | null> {
  if (!isId(id)) return null;
  const [row] = await getDb()
    .select({ booking: bookings, ...listingColumns })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(and(eq(bookings.id, id.toLowerCase()), eq(bookings.userId, userId)));
  return row ? { ...row.booking, ...withoutBooking(row) } : null;
}

/** By id, unscoped: for the server's own processes (payments). Pass `db` inside a transaction. */
export async function getBookingWithListing(id: string, db: Database = getDb()): Promise<BookingWithListing | null> {
  const [row] = await db
    .select({ booking: bookings, ...listingColumns })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, id));
  return row ? { ...row.booking, ...withoutBooking(row) } : null;
}

export type TravelerBooking = BookingWithListing & { review: { rating: number; comment: string } | null };

/** The traveler's bookings, newest first, with the review each one got. */
export async function listTravelerBookings(userId: string, limit = 100): Promise<TravelerBooking[]> {
  const rows = await getDb()
    .select({ booking: bookings, ...listingColumns, reviewRating: reviews.rating, reviewComment: reviews.comment })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map(({ reviewRating, reviewComment, ...row }) => ({
    ...row.booking,
    ...withoutBooking(row),
    review: reviewRating === null ? null : { rating: reviewRating, comment: reviewComment ?? "" },
  }));
}

const HOST_VISIBLE = inStates(Object.values(BOOKING_STATES).filter(isShownToHost));

/** Bookings on the host's own listings that the host sees (isShownToHost: holds and paid ones). */
export async function listHostReservations(hostId: string, limit = 200): Promise<BookingWithListing[]> {
  const rows = await getDb()
    .select({ booking: bookings, ...listingColumns })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(and(eq(listings.userId, hostId), HOST_VISIBLE))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.booking, ...withoutBooking(row) }));
}

/** The booking's most recent payment attempt (the one the result page checks). */
export async function latestTransaction(bookingIdValue: string) {
  const [row] = await getDb()
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.bookingId, bookingIdValue))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return row ?? null;
}

function withoutBooking<T extends { booking: unknown }>(row: T): Omit<T, "booking"> {
  const { booking: _booking, ...rest } = row;
  return rest;
}
