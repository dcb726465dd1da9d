// The access-instructions e-mail, sent 48 h before arrival (14:00 Benin time on the first
// day) by a job, with the host's instructions as they are then (not as they were at
// payment). Once per booking whatever the number of processes: the booking_reminders row
// claimed by INSERT … ON CONFLICT DO NOTHING decides, in the transaction that queues the
// e-mail, with the booking locked and still confirmed (a cancellation waits, then finds
// the e-mail to withdraw). A booking paid less than 48 h before arrival gets it at once.
import { and, eq, gte, lte, notExists, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { BOOKING_STATES } from "#common/lifecycles/booking";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { getDb, type Database } from "#server/db/client.server";
import { bookingReminders, bookings, listingAccessInstructions } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { accessInstructionsKey, accessInstructionsSendAt } from "./booking-emails.server";
import { getBookingWithListing } from "./booking-queries.server";
import { inStates } from "./booking-state-sql.server";

export const ACCESS_INSTRUCTIONS_INTERVAL_MS = 5 * 60_000;
const CONFIRMED = inStates([BOOKING_STATES.confirmed]);

/** Queues the e-mail of every confirmed booking now due; returns the bookings mailed. */
export async function sendDueAccessInstructions({
  now = clockNow(),
  limit = 100,
  db = getDb(),
}: { now?: Date; limit?: number; db?: Database } = {}): Promise<string[]> {
  const today = todayInBenin(now);
  // Arrival within three days and not past (a stay that began is no longer announced).
  const candidates = await db
    .select({ id: bookings.id, startDate: bookings.startDate })
    .from(bookings)
    .where(
      and(
        CONFIRMED,
        gte(bookings.startDate, today),
        lte(bookings.startDate, addDays(today, 3)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bookingReminders)
            .where(and(eq(bookingReminders.bookingId, bookings.id), eq(bookingReminders.kind, "access_instructions"))),
        ),
      ),
    )
    .orderBy(bookings.startDate, bookings.id)
    .limit(limit);
  const sent: string[] = [];
  for (const candidate of candidates) {
    if (accessInstructionsSendAt(candidate.startDate, now).getTime() > now.getTime()) continue;
    if (await sendOne(db, candidate.id, now)) sent.push(candidate.id);
  }
  return sent;
}

async function sendOne(db: Database, bookingId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), CONFIRMED))
      .for("update");
    if (!locked) return false;
    const claimed = await tx
      .insert(bookingReminders)
      .values({ bookingId, kind: "access_instructions", sentAt: now })
      .onConflictDoNothing()
      .returning({ bookingId: bookingReminders.bookingId });
    if (!claimed.length) return false;
    const booking = await getBookingWithListing(bookingId, tx);
    if (!booking) return false;
    const [instructions] = await tx
      .select({ body: listingAccessInstructions.body })
      .from(listingAccessInstructions)
      .where(eq(listingAccessInstructions.listingId, booking.listingId));
    await queueEmail(tx, {
      to: booking.travelerInfo.email,
      template: "booking-access-instructions",
      params: {
        reference: booking.bookingReference,
        listingTitle: booking.listingTitle,
        startDate: booking.startDate,
        endDate: booking.endDate,
        guests: booking.guests,
        bookingId: booking.id,
        isVehicle: booking.listingIsVehicle,
        // The deposit to bring, the distance, the licence: said again before pick-up.
        rentalTerms: booking.rentalTerms ?? null,
        address: booking.listingAddress,
        city: booking.listingCity,
        instructions: instructions?.body ?? null,
      },
      lang: await recipientLang(booking.userId, tx),
      dedupeKey: accessInstructionsKey(booking.id),
    });
    return true;
  });
}
