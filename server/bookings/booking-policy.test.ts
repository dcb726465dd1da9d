// The rules around an unpaid or paid booking that the review asked for: no payment once
// the stay has begun, a capped number of hold renewals, the cancellation policy frozen at
// booking time, and no access instructions mailed for a stay that will not happen.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { now } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { isPayable, MAX_PAYMENT_ATTEMPTS } from "#common/lifecycles/booking";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { CHECKOUT_REUSE_MS, startPayment } from "#server/payments/start-payment.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { bookingForm } from "#tests/support/booking-form";
import { inWords } from "#tests/support/in-words";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { transition } from "./booking-lifecycle.server";
import { getOwnBooking } from "./booking-queries.server";
import { cancelBooking, quoteCancellation } from "./cancel-booking.server";
import { createBooking } from "./create-booking.server";
import { releaseExpiredHolds } from "./release-expired-holds.server";
import { sendDueAccessInstructions } from "./send-access-instructions.server";

const handle = await useTestDatabase();
await startPaymentServer();
const today = todayInBenin();
const DAY_MS = 86_400_000;
let hostId: string;
let travelerId: string;

beforeAll(async () => {
  hostId = (await createUser({ roles: ["user", "host"] })).id;
  travelerId = (await createUser({ email: "aicha@exemple.bj" })).id;
});

const form = (checkIn: string, checkOut: string) => bookingForm(checkIn, checkOut);

async function book(listingId: string, checkIn: string, checkOut: string, now?: Date) {
  // A traveler of its own: one account holds at most 2 unpaid bookings (docs/decisions/024).
  travelerId = (await createUser({})).id;
  const result = await createBooking({ listingId, userId: travelerId, fields: form(checkIn, checkOut) }, { now });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.booking;
}

async function row(id: string) {
  const [found] = await handle.query<{
    status: string;
    payment_status: string;
    hold_expires_at: Date | null;
    cancellation_policy: string;
  }>("SELECT status, payment_status, hold_expires_at, cancellation_policy FROM bookings WHERE id = $1", [id]);
  return found!;
}
const attempts = async (id: string) =>
  (await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [id])).length;
const calendarRows = async (id: string) =>
  (await handle.query("SELECT id FROM listing_calendar WHERE booking_id = $1", [id])).length;
const pay = (bookingId: string, now?: Date) =>
  startPayment({ bookingId, userId: travelerId, method: "mtn", phone: "0197000000" }, { now });
// Attempts spaced so that each finds the previous checkout stale (a quicker repeat reuses it).
const attemptTime = (attempt: number) => new Date(Date.now() + attempt * (CHECKOUT_REUSE_MS + 1000));

describe(`booking payability and policy (${databaseKind})`, () => {
  it("refuses to pay an expired booking whose stay has begun: no attempt, no renewed hold, no calendar row", async () => {
    const listing = await createListing({ userId: hostId });
    // Booked three days ago for a stay that began yesterday, never paid, hold expired.
    const stale = await book(listing.id, addDays(today, -1), addDays(today, 2), new Date(Date.now() - 3 * DAY_MS));
    expect(await releaseExpiredHolds()).toBe(1);
    const before = await row(stale.id);
    expect(before.status).toBe("expired");

    expect(inWords("payment", await pay(stale.id))).toEqual({
      ok: false,
      reason: "dates_past",
      message: "Les dates de cette réservation sont passées.",
    });
    expect(await attempts(stale.id)).toBe(0);
    expect(await row(stale.id)).toEqual(before);
    expect(await calendarRows(stale.id)).toBe(0);

    // The transition itself refuses too (a caller that forgot the check changes nothing).
    const renewed = await getDb().transaction((tx) =>
      transition(tx, stale.id, "renewHold", "traveler", { holdExpiresAt: new Date(Date.now() + 30 * 60_000) }),
    );
    expect(renewed).toBeNull();
    expect(await row(stale.id)).toEqual(before);
    expect(isPayable((await getOwnBooking(stale.id, travelerId))!, now())).toBe(false);
  });

  it("a stay starting today (Benin time) can still be paid", async () => {
    const listing = await createListing({ userId: hostId });
    const booking = await book(listing.id, today, addDays(today, 1));
    expect(isPayable((await getOwnBooking(booking.id, travelerId))!, now())).toBe(true);
    expect((await pay(booking.id)).ok).toBe(true);
  });

  it(`renews the hold for ${MAX_PAYMENT_ATTEMPTS} payment attempts, then refuses in French`, async () => {
    const listing = await createListing({ userId: hostId });
    const booking = await book(listing.id, addDays(today, 20), addDays(today, 22));
    for (let attempt = 1; attempt <= MAX_PAYMENT_ATTEMPTS; attempt += 1) {
      expect((await pay(booking.id, attemptTime(attempt))).ok).toBe(true);
    }
    const before = await row(booking.id);

    const refused = await pay(booking.id, attemptTime(MAX_PAYMENT_ATTEMPTS + 1));
    expect(refused).toMatchObject({ ok: false, reason: "too_many_attempts" });
    if (!refused.ok)
      expect(inWords("payment", refused).message).toContain("nombre maximal de tentatives de paiement (3)");
    expect(await attempts(booking.id)).toBe(MAX_PAYMENT_ATTEMPTS);
    expect((await row(booking.id)).hold_expires_at).toEqual(before.hold_expires_at);
    expect(isPayable((await getOwnBooking(booking.id, travelerId))!, now())).toBe(false);
    const renewed = await getDb().transaction((tx) =>
      transition(tx, booking.id, "renewHold", "traveler", { holdExpiresAt: new Date(Date.now() + 60 * 60_000) }),
    );
    expect(renewed).toBeNull();
  });

  it("keeps the policy of booking time: a host switching to strict does not shrink the refund; no access e-mail after cancelling", async () => {
    const listing = await createListing({ userId: hostId, cancellationPolicy: "flexible", price: 20_000 });
    const booking = await book(listing.id, addDays(today, 10), addDays(today, 12));
    expect((await row(booking.id)).cancellation_policy).toBe("flexible");
    const started = await pay(booking.id);
    if (!started.ok) throw new Error(JSON.stringify(started));
    await payOnCheckout(started.url, "approve");
    expect(await row(booking.id)).toMatchObject({ status: "approved", payment_status: "completed" });
    const queued = await handle.query<{ template: string; status: string }>(
      "SELECT template, status FROM email_outbox WHERE dedupe_key = $1",
      [`booking-access:${booking.id}`],
    );
    // Not queued at payment: the access-instructions job sends it 48 h before arrival.
    expect(queued).toEqual([]);

    await getDb().update(listings).set({ cancellationPolicy: "strict" }).where(eq(listings.id, listing.id));
    // Ten days ahead: free under flexible (24 h), not under strict (14 days).
    const own = (await getOwnBooking(booking.id, travelerId))!;
    expect(quoteCancellation(own)).toMatchObject({ refundAmount: 44_000, free: true });
    expect(await cancelBooking(booking.id, travelerId)).toEqual({ ok: true, refundAmount: 44_000 });

    // The job, run when the e-mail would be due, sends nothing for a cancelled booking.
    const due = new Date(new Date(`${booking.startDate}T13:00:00Z`).getTime() - 47 * 3_600_000);
    expect(await sendDueAccessInstructions({ now: due })).toEqual([]);
    const left = await handle.query<{ template: string }>("SELECT template FROM email_outbox ORDER BY template");
    // No access instructions; both sides are told of the cancellation.
    expect(left.map((mail) => mail.template)).toEqual([
      "booking-cancelled-host",
      "booking-cancelled-traveler",
      "booking-confirmed",
      "booking-host-new",
    ]);
  });

  it("a new booking takes the listing's current policy, and a failed access e-mail is withdrawn too (no admin retry)", async () => {
    const listing = await createListing({ userId: hostId, cancellationPolicy: "moderate" });
    const booking = await book(listing.id, addDays(today, 40), addDays(today, 41));
    expect((await row(booking.id)).cancellation_policy).toBe("moderate");
    // Its failed one goes (an admin "retry" must not send it); another booking's stays.
    await handle.query(
      `INSERT INTO email_outbox (to_address, subject, text_body, template, dedupe_key, status)
       VALUES ('aicha@exemple.bj', 'Accès', 'x', 'booking-access-instructions', $1, 'failed'),
              ('autre@exemple.bj', 'Accès', 'x', 'booking-access-instructions', 'booking-access:autre', 'queued')`,
      [`booking-access:${booking.id}`],
    );
    expect(await cancelBooking(booking.id, travelerId)).toEqual({ ok: true, refundAmount: 0 });
    const keys = await handle.query<{ dedupe_key: string }>(
      "SELECT dedupe_key FROM email_outbox WHERE dedupe_key LIKE 'booking-access:%'",
    );
    expect(keys.map((key) => key.dedupe_key)).not.toContain(`booking-access:${booking.id}`);
    expect(keys.map((key) => key.dedupe_key)).toContain("booking-access:autre");
  });
});
