// Requests to book and the booking rules, through the database (docs/decisions/026): a
// listing booked on request holds the dates while its host answers; the host accepts
// (12 h to pay) or declines; the jobs expire an unanswered request after 24 h and an
// accepted one left unpaid after 12 h; each step e-mails and notifies. The rules (stay
// limits, advance notice) refuse in French, and discounts are priced by the server.
import { beforeAll, describe, expect, it } from "vitest";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { discountOf, summarizePrice } from "#common/line-items";
import { bookingForm as bookingFormTexts } from "#common/texts/fr/booking-form";
import { renderEmail } from "#server/emails/templates.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { bookingForm } from "#tests/support/booking-form";
import { inWords } from "#tests/support/in-words";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { answerBookingRequest } from "./answer-booking-request.server";
import { expireHolds, expireRequests } from "./booking-lifecycle.server";
import { cancelBooking } from "./cancel-booking.server";
import { createBooking } from "./create-booking.server";

const handle = await useTestDatabase();

const HOUR = 3_600_000;
const now = clockNow();
const today = todayInBenin(now);
const later = (hours: number) => new Date(now.getTime() + hours * HOUR);

async function stateOf(bookingId: string) {
  const [row] = await handle.query<{
    status: string;
    payment_status: string;
    hold_expires_at: Date;
    updated_at: Date;
    held: number;
  }>(
    `SELECT status, payment_status, hold_expires_at, updated_at,
            (SELECT count(*)::int FROM listing_calendar WHERE booking_id = b.id) AS held
     FROM bookings b WHERE id = $1`,
    [bookingId],
  );
  return row!;
}

async function emailsOf(bookingId: string) {
  const rows = await handle.query<{ dedupe_key: string }>(
    "SELECT dedupe_key FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key",
    [`booking-request:%:${bookingId}`],
  );
  return rows.map((row) => row.dedupe_key.split(":")[1]);
}

async function notificationsOf(bookingId: string) {
  const rows = await handle.query<{ kind: string; user_id: string }>(
    "SELECT kind, user_id FROM notifications WHERE booking_id = $1 ORDER BY created_at, kind",
    [bookingId],
  );
  return rows;
}

describe(`requests to book (${databaseKind})`, () => {
  let hostId: string;
  let otherHostId: string;
  let listingId: string;

  beforeAll(async () => {
    hostId = (await createUser({ roles: ["user", "host"] })).id;
    otherHostId = (await createUser({ roles: ["user", "host"] })).id;
    listingId = (await createListing({ userId: hostId, price: 20_000, bookingMode: "request" })).id;
  });

  /** A fresh traveler per request: the hold limits count requests too. */
  async function request(startIn: number, nights = 2) {
    const travelerId = (await createUser({})).id;
    const result = await createBooking(
      { listingId, fields: bookingForm(addDays(today, startIn), addDays(today, startIn + nights)), userId: travelerId },
      { now },
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.requested).toBe(true);
    return { bookingId: result.booking.id, travelerId };
  }

  it("starts as a request that holds its dates for 24 h and tells both sides", async () => {
    const { bookingId, travelerId } = await request(10);
    const state = await stateOf(bookingId);
    expect(state).toMatchObject({ status: "requested", payment_status: "pending", held: 1 });
    expect(new Date(state.hold_expires_at).getTime()).toBe(later(24).getTime());
    expect(await emailsOf(bookingId)).toEqual(["request-host", "request-traveler"]);
    expect(await notificationsOf(bookingId)).toEqual([{ kind: "booking_requested", user_id: hostId }]);
    // Nobody else can take the dates meanwhile.
    const other = await createBooking(
      {
        listingId,
        fields: bookingForm(addDays(today, 11), addDays(today, 12)),
        userId: (await createUser({})).id,
      },
      { now },
    );
    expect(inWords("booking", other)).toMatchObject({
      ok: false,
      reason: "dates_taken",
      message: "Ces dates ne sont plus disponibles pour cette annonce. Veuillez choisir d'autres dates.",
    });
    void travelerId;
  });

  it("is paid only after the host accepts: then an unpaid hold of 12 h, the traveler told", async () => {
    const { bookingId, travelerId } = await request(20);
    expect(await answerBookingRequest({ bookingId, hostId, answer: "accept" }, { now: later(2) })).toEqual({
      ok: true,
    });
    const state = await stateOf(bookingId);
    expect(state).toMatchObject({ status: "pending", payment_status: "pending", held: 1 });
    expect(new Date(state.hold_expires_at).getTime()).toBe(later(14).getTime());
    expect(await emailsOf(bookingId)).toEqual(["accepted", "request-host", "request-traveler"]);
    expect(await notificationsOf(bookingId)).toContainEqual({ kind: "booking_requestAccepted", user_id: travelerId });
    // A second answer finds nothing to answer.
    const again = await answerBookingRequest({ bookingId, hostId, answer: "decline" }, { now: later(3) });
    expect(inWords("bookingRequestAnswer", again)).toMatchObject({
      ok: false,
      reason: "not_open",
      message: "Cette demande n'attend plus de réponse : elle a déjà été traitée, retirée ou a expiré.",
    });
  });

  it("lapses 12 h after acceptance without payment: the dates are freed and both sides told", async () => {
    const { bookingId, travelerId } = await request(30);
    await answerBookingRequest({ bookingId, hostId, answer: "accept" }, { now: later(1) });
    // Not before its 12 h…
    expect(await expireHolds(handle.db, later(12))).not.toContain(bookingId);
    expect(await expireHolds(handle.db, later(13.5))).toContain(bookingId);
    expect(await stateOf(bookingId)).toMatchObject({ status: "expired", held: 0, updated_at: later(13.5) });
    expect(await emailsOf(bookingId)).toEqual([
      "accepted",
      "lapsed-host",
      "lapsed-traveler",
      "request-host",
      "request-traveler",
    ]);
    const kinds = await notificationsOf(bookingId);
    expect(kinds).toContainEqual({ kind: "booking_acceptedRequestLapsed", user_id: travelerId });
    expect(kinds).toContainEqual({ kind: "booking_acceptedRequestLapsed", user_id: hostId });
  });

  it("is declined by its host: the dates are free again and the traveler told", async () => {
    const { bookingId, travelerId } = await request(40);
    expect(await answerBookingRequest({ bookingId, hostId, answer: "decline" }, { now })).toEqual({ ok: true });
    expect(await stateOf(bookingId)).toMatchObject({ status: "declined", held: 0 });
    expect(await emailsOf(bookingId)).toContain("declined");
    expect(await notificationsOf(bookingId)).toContainEqual({ kind: "booking_requestDeclined", user_id: travelerId });
  });

  it("is answered by its listing's host alone, and not once its 24 h are past", async () => {
    const { bookingId, travelerId } = await request(50);
    for (const someone of [otherHostId, travelerId]) {
      const result = await answerBookingRequest({ bookingId, hostId: someone, answer: "accept" }, { now });
      expect(inWords("bookingRequestAnswer", result)).toMatchObject({
        ok: false,
        reason: "not_found",
        message: "Demande introuvable.",
      });
    }
    expect(await answerBookingRequest({ bookingId: "not-an-id", hostId, answer: "accept" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    // The job has not passed yet, but the deadline has: too late.
    expect(await answerBookingRequest({ bookingId, hostId, answer: "accept" }, { now: later(24.1) })).toEqual({
      ok: false,
      reason: "not_open",
    });
    expect(await stateOf(bookingId)).toMatchObject({ status: "requested", held: 1 });
  });

  it("expires after 24 h without an answer (the job): the dates are freed and both sides told", async () => {
    const { bookingId, travelerId } = await request(60);
    expect(await expireRequests(handle.db, later(23))).not.toContain(bookingId);
    expect(await expireRequests(handle.db, later(24.5))).toContain(bookingId);
    // Written at the job's instant on the app's clock, like every other step, not the database's.
    expect(await stateOf(bookingId)).toMatchObject({ status: "request_expired", held: 0, updated_at: later(24.5) });
    expect(await emailsOf(bookingId)).toEqual(["expired-host", "expired-traveler", "request-host", "request-traveler"]);
    const kinds = await notificationsOf(bookingId);
    expect(kinds).toContainEqual({ kind: "booking_requestExpired", user_id: travelerId });
    expect(kinds).toContainEqual({ kind: "booking_requestExpired", user_id: hostId });
  });

  it("is withdrawn by its traveler: the dates are freed and the host told", async () => {
    const { bookingId, travelerId } = await request(65);
    const withdrawn = await cancelBooking(bookingId, travelerId, { now });
    expect(withdrawn).toEqual({ ok: true, refundAmount: 0 });
    expect(await stateOf(bookingId)).toMatchObject({ status: "cancelled", held: 0 });
    expect(await emailsOf(bookingId)).toContain("withdrawn-host");
    expect(await notificationsOf(bookingId)).toContainEqual({ kind: "booking_requestWithdrawn", user_id: hostId });
  });

  it("counts as an unpaid hold of its traveler (at most 2 at once)", async () => {
    const travelerId = (await createUser({})).id;
    for (const start of [70, 75]) {
      const made = await createBooking(
        { listingId, fields: bookingForm(addDays(today, start), addDays(today, start + 1)), userId: travelerId },
        { now },
      );
      expect(made.ok).toBe(true);
    }
    const third = await createBooking(
      { listingId, fields: bookingForm(addDays(today, 80), addDays(today, 81)), userId: travelerId },
      { now },
    );
    expect(third).toMatchObject({ ok: false, reason: "too_many_holds" });
  });

  it("writes e-mails that say each step in French", () => {
    const params = {
      reference: "BK12345678",
      listingTitle: "Villa Fidjrossè",
      startDate: "2030-06-10",
      endDate: "2030-06-12",
      bookingId: "2f1b7a4e-9d7e-4a52-8d8e-0d3b1f0f6a10",
    };
    const subject = (step: string) => renderEmail("booking-request", { ...params, step }, "fr")!.subject;
    expect(subject("request-host")).toBe("Nouvelle demande de réservation BK12345678");
    expect(subject("accepted")).toBe("Demande BK12345678 acceptée : payez sous 12 heures");
    expect(subject("declined")).toBe("Demande BK12345678 refusée");
    expect(subject("expired-traveler")).toBe("Demande BK12345678 expirée");
    expect(subject("lapsed-host")).toBe("Réservation BK12345678 non payée à temps");
    const accepted = renderEmail("booking-request", { ...params, step: "accepted" }, "fr")!;
    expect(accepted.text).toContain("Payez depuis vos réservations dans les 12 heures");
    expect(accepted.text).toContain("/my-bookings#booking-");
  });
});

describe(`the booking rules, enforced by the server (${databaseKind})`, () => {
  let hostId: string;

  beforeAll(async () => {
    hostId = (await createUser({ roles: ["user", "host"] })).id;
  });

  const book = async (listingId: string, checkIn: string, checkOut: string) =>
    inWords(
      "booking",
      await createBooking(
        { listingId, fields: bookingForm(checkIn, checkOut), userId: (await createUser({})).id },
        { now },
      ),
      bookingFormTexts.validation,
    );

  it("refuses a stay shorter than the listing's minimum, longer than its maximum, or inside its notice", async () => {
    const listingId = (await createListing({ userId: hostId, minStay: 3, maxStay: 7, advanceNoticeDays: 2 })).id;
    const before = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
    expect(await book(listingId, addDays(today, 10), addDays(today, 12))).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { checkOut: "Cette annonce se réserve pour 3 nuits au minimum" },
    });
    expect(await book(listingId, addDays(today, 10), addDays(today, 18))).toMatchObject({
      ok: false,
      errors: { checkOut: "Cette annonce se réserve pour 7 nuits au maximum" },
    });
    expect(await book(listingId, addDays(today, 1), addDays(today, 5))).toMatchObject({
      ok: false,
      errors: { checkIn: "L'hôte demande un préavis : l'arrivée doit être au moins 2 jours après aujourd'hui" },
    });
    const after = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await book(listingId, addDays(today, 2), addDays(today, 5))).toMatchObject({ ok: true });
  });

  it("says days for a vehicle", async () => {
    const listingId = (await createListing({ userId: hostId, isVehicle: true, minStay: 2 })).id;
    expect(await book(listingId, addDays(today, 10), addDays(today, 11))).toMatchObject({
      ok: false,
      errors: { checkOut: "Ce véhicule se loue pour 2 jours au minimum" },
    });
  });

  it("prices the weekly and monthly discounts on the server, as line items", async () => {
    const listingId = (
      await createListing({ userId: hostId, price: 10_000, weeklyDiscountPercent: 10, monthlyDiscountPercent: 30 })
    ).id;
    const week = await book(listingId, addDays(today, 100), addDays(today, 107));
    if (!week.ok) throw new Error(JSON.stringify(week));
    expect(discountOf(week.booking.lineItems)).toEqual({
      period: "weekly",
      percent: 10,
      amount: 7_000,
      stayAmount: 70_000,
    });
    expect(summarizePrice(week.booking.lineItems)).toMatchObject({
      subtotal: 63_000,
      travelerFee: 6_300,
      total: 69_300,
    });
    const [row] = await handle.query<{ subtotal: number; total_price: number }>(
      "SELECT subtotal, total_price FROM bookings WHERE id = $1",
      [week.booking.id],
    );
    expect(row).toEqual({ subtotal: 63_000, total_price: 69_300 });
    const month = await book(listingId, addDays(today, 150), addDays(today, 180));
    if (!month.ok) throw new Error(JSON.stringify(month));
    expect(discountOf(month.booking.lineItems)).toMatchObject({ period: "monthly", percent: 30, amount: 90_000 });
    const short = await book(listingId, addDays(today, 200), addDays(today, 206));
    if (!short.ok) throw new Error(JSON.stringify(short));
    expect(discountOf(short.booking.lineItems)).toBeNull();
  });
});
