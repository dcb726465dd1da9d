// 'Supprimer mon compte' (decisions, "People can reach each other"; docs/decisions/022):
// the person types the password and the word SUPPRIMER (DELETE on the English page). Then, in this order:
// 1. refused (before the password is even checked) while they are the last administrator, or while a payout of their earnings is
//    in progress (its number and name must stay until FedaPay says where the money went);
// 2. their future bookings go through the cancellation rules, each in its own transaction
//    as when they cancel by hand: as a traveler (refund by the stored policy, started by
//    the refund engine; unpaid holds released), as a host (full refund to the traveler);
// 3. in one transaction, every part of the personal-data registry erases its share
//    (personal-data/registry.server.ts): name, e-mail, phone, password, payout account,
//    sessions; bookings and payments kept without the name; listings withdrawn.
// A refusal changes nothing. If step 3 failed, step 2's cancellations stand (each one is
// whole) and asking again finishes the deletion.
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { todayInBenin } from "#common/dates";
import { LANGUAGES } from "#common/i18n";
import { isCancellableByTraveler, isOnHold } from "#common/lifecycles/booking";
import { accountPageTexts } from "#common/texts/account-page";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import { cancelByHost, isCancellableByHost } from "#server/bookings/host-cancel-booking.server";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listings, payouts, userRoles, users } from "#server/db/schema";
import { PERSONAL_DATA_PARTS } from "./personal-data/registry.server";
import { confirmPassword } from "./recent-password.server";
import type { SessionUser } from "./session-user.server";

/** The word typed to confirm, as each language's page says it (SUPPRIMER, DELETE): any of them confirms. */
export const DELETION_WORDS: readonly string[] = LANGUAGES.map((lang) => accountPageTexts[lang].deletion.word);

export type DeletionRefusal =
  "wrong_confirmation" | "wrong_password" | "too_many_attempts" | "last_admin" | "payout_in_flight";

export type DeletionResult =
  { ok: true; cancelledAsTraveler: number; cancelledAsHost: number } | { ok: false; reason: DeletionRefusal };

class LastAdminError extends Error {}

export async function deleteAccount(
  user: Pick<SessionUser, "id" | "email" | "sessionId">,
  fields: { password: string; confirmation: string },
  requestHeaders: Headers,
  { now = clockNow() }: { now?: Date } = {},
): Promise<DeletionResult> {
  // The word first: a slip of the keyboard costs no password attempt.
  if (!DELETION_WORDS.includes(fields.confirmation.trim())) return { ok: false, reason: "wrong_confirmation" };
  // What would refuse anyway, before the password is checked (and recorded on the session).
  const blocked = await deletionBlocker(user.id, getDb());
  if (blocked) return { ok: false, reason: blocked };
  const confirmed = await confirmPassword(user, fields.password, requestHeaders);
  if (!confirmed.ok) return { ok: false, reason: confirmed.reason };

  const cancelledAsTraveler = await cancelTravelerBookings(user.id, now);
  const cancelledAsHost = await cancelHostBookings(user.id, now);
  try {
    await getDb().transaction(async (tx) => {
      const db = tx as unknown as Database;
      // Again under lock: two administrators deleting themselves at once leave one.
      if (await isLastAdmin(user.id, db, true)) throw new LastAdminError();
      for (const part of PERSONAL_DATA_PARTS) await part.erase(user.id, db);
    });
  } catch (error) {
    if (error instanceof LastAdminError) return { ok: false, reason: "last_admin" };
    throw error;
  }
  return { ok: true, cancelledAsTraveler, cancelledAsHost };
}

async function deletionBlocker(userId: string, db: Database): Promise<DeletionRefusal | null> {
  if (await isLastAdmin(userId, db, false)) return "last_admin";
  const [inFlight] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        eq(payouts.purpose, "host_earnings"),
        inArray(payouts.status, ["pending", "started", "processing"]),
      ),
    )
    .limit(1);
  return inFlight ? "payout_in_flight" : null;
}

/** The person holds the admin role and no other account (not deleted) does. */
async function isLastAdmin(userId: string, db: Database, lock: boolean): Promise<boolean> {
  const query = db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.deletedAt)));
  const admins = lock ? await query.for("update", { of: userRoles }) : await query;
  return admins.some((row) => row.userId === userId) && admins.length === 1;
}

/** Their bookings still to come: paid ones cancelled by the policy, unpaid holds released. */
async function cancelTravelerBookings(userId: string, now: Date): Promise<number> {
  const today = todayInBenin(now);
  const rows = await getDb()
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), gte(bookings.endDate, today)));
  let cancelled = 0;
  for (const booking of rows) {
    const future = booking.startDate >= today || isOnHold(booking);
    if (!future || !isCancellableByTraveler(booking, now)) continue;
    if ((await cancelBooking(booking.id, userId, { now })).ok) cancelled += 1;
  }
  return cancelled;
}

/** The confirmed bookings of their listings still to come: cancelled by the host, full refund. */
async function cancelHostBookings(userId: string, now: Date): Promise<number> {
  const rows = await getDb()
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      startDate: bookings.startDate,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(and(eq(listings.userId, userId), gte(bookings.startDate, todayInBenin(now))));
  let cancelled = 0;
  for (const booking of rows.filter((row) => isCancellableByHost(row, now))) {
    if ((await cancelByHost(booking.id, userId, { now })).ok) cancelled += 1;
  }
  return cancelled;
}
