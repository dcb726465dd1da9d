// Hold expiry, paying an expired booking, cancellations with their refunds, and reviews.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowMs, setClock } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { canFire } from "#common/lifecycles/booking";
import { getDb } from "#server/db/client.server";
import { startPayment } from "#server/payments/start-payment.server";
import { submitReview } from "#server/reviews/submit-review.server";
import { createBooking as createBookingRow, createListing, createUser } from "#server/seed/factories.server";
import { bookingForm } from "#tests/support/booking-form";
import { inWords } from "#tests/support/in-words";
import { startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { ForbiddenTransitionError, transition } from "./booking-lifecycle.server";
import { cancelBooking, quoteCancellation } from "./cancel-booking.server";
import { createBooking } from "./create-booking.server";
import { releaseExpiredHolds } from "./release-expired-holds.server";

const handle = await useTestDatabase();
await startPaymentServer();
// The whole file runs at one instant of the application's clock, never the machine's: the
// holds' 30 minutes, "today" of the stays and of the reviews are all read from it.
setClock("2029-11-14T10:00:00Z");
afterAll(() => setClock(null));
const today = todayInBenin();
let travelerId: string;
let otherId: string;
let hostId: string;
let adminId: string;

beforeAll(async () => {
  hostId = (await createUser({ roles: ["user", "host"] })).id;
  travelerId = (await createUser({ fullName: "Aïcha Dossou" })).id;
  otherId = (await createUser({})).id;
  adminId = (await createUser({ roles: ["user", "admin"] })).id;
});

const form = (checkIn: string, checkOut: string) => bookingForm(checkIn, checkOut);

async function state(id: string) {
  const [row] = await handle.query<{
    status: string;
    payment_status: string;
    refund_amount: number | null;
    refund_status: string | null;
  }>("SELECT status, payment_status, refund_amount, refund_status FROM bookings WHERE id = $1", [id]);
  return row!;
}
const calendarRows = async (id: string) => handle.query("SELECT id FROM listing_calendar WHERE booking_id = $1", [id]);

describe(`the booking lifecycle (${databaseKind})`, () => {
  it("declares who may fire what", async () => {
    expect(canFire("confirmPayment", { status: "pending", paymentStatus: "pending" })).toBe(true);
    expect(canFire("confirmPayment", { status: "approved", paymentStatus: "completed" })).toBe(false);
    expect(canFire("cancelPaid", { status: "pending", paymentStatus: "pending" })).toBe(false);
    await expect(
      transition(getDb(), "00000000-0000-0000-0000-000000000000", "confirmPayment", "traveler"),
    ).rejects.toThrow(ForbiddenTransitionError);
  });

  it("expires unpaid holds after 30 minutes and frees the dates; paying it again re-checks them", async () => {
    const listing = await createListing({ userId: hostId, price: 15_000 });
    const past = new Date(nowMs() - 31 * 60_000);
    const dates = form(addDays(today, 20), addDays(today, 23));
    const stale = await createBooking({ listingId: listing.id, userId: travelerId, fields: dates }, { now: past });
    const fresh = await createBooking({
      listingId: listing.id,
      userId: travelerId,
      fields: form(addDays(today, 30), addDays(today, 31)),
    });
    if (!stale.ok || !fresh.ok) throw new Error("setup");

    expect(await releaseExpiredHolds()).toBe(1);
    expect(await state(stale.booking.id)).toMatchObject({ status: "expired", payment_status: "pending" });
    expect(await calendarRows(stale.booking.id)).toHaveLength(0);
    expect(await state(fresh.booking.id)).toMatchObject({ status: "pending" });
    expect(await releaseExpiredHolds()).toBe(0); // a second process finds nothing left

    // Someone else takes the dates; paying the expired booking is refused in French.
    const taker = await createBooking({ listingId: listing.id, userId: otherId, fields: dates });
    expect(taker.ok).toBe(true);
    expect(
      inWords(
        "payment",
        await startPayment({ bookingId: stale.booking.id, userId: travelerId, method: "mtn", phone: "0197000000" }),
      ),
    ).toMatchObject({
      ok: false,
      reason: "dates_taken",
      message: "Ces dates ne sont plus disponibles pour cette annonce. Veuillez choisir d'autres dates.",
    });
    expect(await state(stale.booking.id)).toMatchObject({ status: "expired" });
  });

  it("an expired booking whose dates are still free can be paid: it holds them again", async () => {
    const listing = await createListing({ userId: hostId, price: 15_000 });
    const stale = await createBooking(
      { listingId: listing.id, userId: travelerId, fields: form(addDays(today, 20), addDays(today, 22)) },
      { now: new Date(nowMs() - 40 * 60_000) },
    );
    if (!stale.ok) throw new Error("setup");
    await releaseExpiredHolds();
    const started = await startPayment({
      bookingId: stale.booking.id,
      userId: travelerId,
      method: "moov",
      phone: "0161000000",
    });
    expect(started.ok).toBe(true);
    expect(await state(stale.booking.id)).toMatchObject({ status: "pending" });
    expect(await calendarRows(stale.booking.id)).toHaveLength(1);
  });

  it("cancelling an unpaid booking frees the dates, refunds nothing", async () => {
    const listing = await createListing({ userId: hostId });
    // A traveler of its own: the first one already holds 2 unpaid bookings (docs/decisions/024).
    const travelerId = (await createUser({})).id;
    const created = await createBooking({
      listingId: listing.id,
      userId: travelerId,
      fields: form(addDays(today, 5), addDays(today, 7)),
    });
    if (!created.ok) throw new Error("setup");
    expect(inWords("cancellation", await cancelBooking(created.booking.id, otherId))).toMatchObject({
      ok: false,
      message: "Réservation introuvable.",
    });
    expect(await cancelBooking(created.booking.id, travelerId)).toEqual({ ok: true, refundAmount: 0 });
    expect(await state(created.booking.id)).toMatchObject({
      status: "cancelled",
      payment_status: "pending",
      refund_status: "none",
    });
    expect(await calendarRows(created.booking.id)).toHaveLength(0);
    expect(await cancelBooking(created.booking.id, travelerId)).toMatchObject({ ok: false });
  });

  it("cancelling a paid booking follows the policy (Benin time) and records the refund owed for the admins", async () => {
    const listing = await createListing({ userId: hostId, cancellationPolicy: "flexible" });
    const paid = (startDate: string) =>
      createBookingRow({
        listingId: listing.id,
        userId: travelerId,
        startDate,
        endDate: addDays(startDate, 2),
        status: "approved",
        paymentStatus: "completed",
        totalPrice: 55_000,
        subtotal: 50_000,
        travelerFee: 5_000,
      });
    // Fixed dates with a fixed "now" given to the cancellation: the machine's clock plays no part.
    const early = await paid("2030-06-10");
    // Flexible: free until 24 h before 14:00 (UTC+1) on arrival day = 2030-06-09 13:00 UTC.
    const justInTime = new Date("2030-06-09T13:00:00Z");
    const quote = quoteCancellation(early, justInTime);
    expect(quote).toMatchObject({ cancellable: true, paid: true, refundAmount: 55_000, free: true });
    expect(await cancelBooking(early.id, travelerId, { now: justInTime })).toEqual({ ok: true, refundAmount: 55_000 });
    expect(await state(early.id)).toMatchObject({
      status: "cancelled",
      payment_status: "completed",
      refund_amount: 55_000,
      refund_status: "owed",
    });
    const adminNotes = await handle.query("SELECT id FROM notifications WHERE user_id = $1 AND kind = 'refund_owed'", [
      adminId,
    ]);
    expect(adminNotes).toHaveLength(1);
    expect(await calendarRows(early.id)).toHaveLength(0);

    const late = await paid("2030-07-10");
    const oneSecondLate = new Date("2030-07-09T13:00:01Z");
    expect(await cancelBooking(late.id, travelerId, { now: oneSecondLate })).toEqual({ ok: true, refundAmount: 0 });
    expect(await state(late.id)).toMatchObject({ status: "cancelled", refund_amount: 0, refund_status: "none" });
  });

  it("takes one review per completed stay, after its end, from its traveler only", async () => {
    const listing = await createListing({ userId: hostId });
    const ended = await createBookingRow({
      listingId: listing.id,
      userId: travelerId,
      startDate: addDays(today, -5),
      endDate: addDays(today, -2),
      status: "approved",
      paymentStatus: "completed",
    });
    const upcoming = await createBookingRow({
      listingId: listing.id,
      userId: travelerId,
      startDate: addDays(today, 5),
      endDate: addDays(today, 7),
      status: "approved",
      paymentStatus: "completed",
    });
    const review = { bookingId: ended.id, userId: travelerId, rating: "5", comment: "Parfait !" };
    expect(await submitReview({ ...review, rating: "0" })).toMatchObject({ ok: false, field: "rating" });
    expect(await submitReview({ ...review, rating: "6" })).toMatchObject({ ok: false, field: "rating" });
    expect(await submitReview({ ...review, comment: "x".repeat(2001) })).toMatchObject({ ok: false, field: "comment" });
    expect(inWords("review", await submitReview({ ...review, userId: otherId }))).toMatchObject({
      ok: false,
      message: "Réservation introuvable.",
    });
    expect(await submitReview({ ...review, bookingId: upcoming.id })).toMatchObject({ ok: false });
    expect(await submitReview(review)).toEqual({ ok: true });
    expect(inWords("review", await submitReview(review))).toMatchObject({
      ok: false,
      message: "Vous avez déjà laissé un avis pour cette réservation.",
    });
    const [row] = await handle.query<{ rating: number; author_name: string }>(
      "SELECT rating, author_name FROM reviews WHERE booking_id = $1",
      [ended.id],
    );
    expect(row).toEqual({ rating: 5, author_name: "Aïcha Dossou" });
  });
});
