// The review reminder: the day after a confirmed stay or rental ends, its traveler is asked
// for a review by e-mail, once. Later runs still send it while the 14-day window is open
// (a job that was stopped catches up), never after, never for a booking already reviewed.
// Once per booking whatever the number of processes: the booking_reminders row claimed by
// INSERT … ON CONFLICT DO NOTHING decides, in the transaction that queues the e-mail.
import { and, eq, gte, isNull, lte, notExists, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { BOOKING_STATES } from "#common/lifecycles/booking";
import { REVIEW_WINDOW_DAYS } from "#common/review-window";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { bookingLinks } from "#server/bookings/booking-links.server";
import { inStates } from "#server/bookings/booking-state-sql.server";
import { getDb, type Database } from "#server/db/client.server";
import { bookingReminders, bookings, listings, reviews } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";

export const REVIEW_REMINDERS_INTERVAL_MS = 15 * 60_000;
const CONFIRMED = inStates([BOOKING_STATES.confirmed]);

/** Queues the reminder of every booking now due; returns the bookings mailed. */
export async function sendReviewReminders({
  now = clockNow(),
  limit = 100,
  db = getDb(),
}: { now?: Date; limit?: number; db?: Database } = {}): Promise<string[]> {
  const today = todayInBenin(now);
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(
        CONFIRMED,
        // Ended yesterday or before, and the window still open today.
        lte(bookings.endDate, addDays(today, -1)),
        gte(bookings.endDate, addDays(today, -REVIEW_WINDOW_DAYS)),
        isNull(reviews.id),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bookingReminders)
            .where(and(eq(bookingReminders.bookingId, bookings.id), eq(bookingReminders.kind, "review_reminder"))),
        ),
      ),
    )
    .orderBy(bookings.endDate, bookings.id)
    .limit(limit);
  const sent: string[] = [];
  for (const candidate of candidates) if (await remindOne(db, candidate.id, now)) sent.push(candidate.id);
  return sent;
}

async function remindOne(db: Database, bookingId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(bookingReminders)
      .values({ bookingId, kind: "review_reminder", sentAt: now })
      .onConflictDoNothing()
      .returning({ bookingId: bookingReminders.bookingId });
    if (!claimed.length) return false;
    const [booking] = await tx
      .select({
        id: bookings.id,
        userId: bookings.userId,
        travelerInfo: bookings.travelerInfo,
        endDate: bookings.endDate,
        listingTitle: listings.title,
        isVehicle: listings.isVehicle,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(eq(bookings.id, bookingId));
    if (!booking) return false;
    await queueEmail(tx, {
      to: booking.travelerInfo.email,
      template: "review-reminder",
      params: {
        firstName: booking.travelerInfo.firstName,
        listingTitle: booking.listingTitle,
        isVehicle: booking.isVehicle,
        endDate: booking.endDate,
        bookingUrl: bookingLinks(booking.id).traveler,
      },
      lang: await recipientLang(booking.userId, tx),
      dedupeKey: `review-reminder:${booking.id}`,
    });
    return true;
  });
}
