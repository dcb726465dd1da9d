// One account cannot keep a listing's dates held with unpaid bookings (docs/decisions/024):
// at most 2 at once, 5 an hour, and not the same dates of the same listing again within an
// hour after letting a hold lapse. Each rule refused in French, nothing written.
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { bookingForm as bookingFormTexts } from "#common/texts/fr/booking-form";
import { createListing, createUser } from "#server/seed/factories.server";
import { bookingForm } from "#tests/support/booking-form";
import { inWords } from "#tests/support/in-words";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { expireHolds } from "./booking-lifecycle.server";
import { cancelBooking } from "./cancel-booking.server";
import { createBooking } from "./create-booking.server";

const handle = await useTestDatabase();
const today = todayInBenin();
const MINUTE = 60_000;
const start = new Date();
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const said = async <R>(pending: Promise<R>) => inWords("booking", await pending, bookingFormTexts.validation);

const host = await createUser({ roles: ["user", "host"] });
const newListing = async () => (await createListing({ userId: host.id, price: 20_000 })).id;
const stay = (from: number, nights = 2) => bookingForm(addDays(today, from), addDays(today, from + nights));

async function bookingsOf(userId: string) {
  const [row] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE user_id = $1", [
    userId,
  ]);
  return row!.n;
}

describe(`limits on unpaid bookings (${databaseKind})`, () => {
  it("refuses a third unpaid booking at once, in French, and writes nothing", async () => {
    const traveler = await createUser({});
    const listingId = await newListing();
    for (const from of [10, 20]) {
      expect(await createBooking({ listingId, fields: stay(from), userId: traveler.id }, { now: at(0) })).toMatchObject(
        { ok: true },
      );
    }
    const third = await said(createBooking({ listingId, fields: stay(30), userId: traveler.id }, { now: at(1) }));
    expect(third).toEqual({
      ok: false,
      reason: "too_many_holds",
      message:
        "Vous avez déjà 2 réservations en attente de paiement. Payez-en une ou annulez-la avant d'en commencer une autre.",
    });
    expect(await bookingsOf(traveler.id)).toBe(2);
    // Another account is not concerned.
    const other = await createUser({});
    expect(await createBooking({ listingId, fields: stay(30), userId: other.id }, { now: at(1) })).toMatchObject({
      ok: true,
    });
  });

  it("counts only holds still running: once one is cancelled, another booking is taken", async () => {
    const traveler = await createUser({});
    const listingId = await newListing();
    const first = await createBooking({ listingId, fields: stay(40), userId: traveler.id }, { now: at(0) });
    await createBooking({ listingId, fields: stay(50), userId: traveler.id }, { now: at(0) });
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(await cancelBooking(first.booking.id, traveler.id, { now: at(1) })).toMatchObject({ ok: true });
    expect(await createBooking({ listingId, fields: stay(60), userId: traveler.id }, { now: at(2) })).toMatchObject({
      ok: true,
    });
  });

  it("two requests fired at once by an account with one hold: exactly one more is taken", async () => {
    const traveler = await createUser({});
    const listingId = await newListing();
    await createBooking({ listingId, fields: stay(70), userId: traveler.id }, { now: at(0) });
    const results = await Promise.all(
      [80, 90, 100, 110].map((from) =>
        createBooking({ listingId, fields: stay(from), userId: traveler.id }, { now: at(1) }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "too_many_holds")).toHaveLength(3);
    expect(await bookingsOf(traveler.id)).toBe(2);
  });

  it("refuses a sixth unpaid booking in one hour, even with each one cancelled", async () => {
    const traveler = await createUser({});
    const listingId = await newListing();
    for (let index = 0; index < 5; index += 1) {
      const created = await createBooking(
        { listingId, fields: stay(120 + index * 3), userId: traveler.id },
        { now: at(index) },
      );
      if (!created.ok) throw new Error(JSON.stringify(created));
      await cancelBooking(created.booking.id, traveler.id, { now: at(index) });
    }
    const sixth = await said(createBooking({ listingId, fields: stay(150), userId: traveler.id }, { now: at(10) }));
    expect(sixth).toEqual({
      ok: false,
      reason: "too_many_holds_this_hour",
      message:
        "Vous avez commencé 5 réservations sans les payer au cours de la dernière heure. Veuillez réessayer plus tard.",
    });
    expect(await bookingsOf(traveler.id)).toBe(5);
    // An hour after the first, the window has moved on.
    expect(await createBooking({ listingId, fields: stay(150), userId: traveler.id }, { now: at(61) })).toMatchObject({
      ok: true,
    });
  });

  it("one account cannot keep a listing's dates held: after a hold lapses, the same dates wait an hour", async () => {
    const squatter = await createUser({});
    const listingId = await newListing();
    const dates = stay(200, 3);
    const held = await createBooking({ listingId, fields: dates, userId: squatter.id }, { now: at(0) });
    expect(held.ok).toBe(true);
    // Thirty minutes later the hold lapses and the dates are free again.
    await expireHolds(handle.db, at(31));
    const again = await said(createBooking({ listingId, fields: dates, userId: squatter.id }, { now: at(32) }));
    expect(again).toEqual({
      ok: false,
      reason: "hold_cooldown",
      message:
        "Votre réservation précédente de ces dates n'a pas été payée à temps : ces dates restent ouvertes aux autres voyageurs pendant 60 minutes. Veuillez réessayer plus tard ou choisir d'autres dates.",
    });
    // Overlapping dates are refused too, other dates of the listing are not.
    expect(
      await createBooking({ listingId, fields: stay(201, 1), userId: squatter.id }, { now: at(33) }),
    ).toMatchObject({ ok: false, reason: "hold_cooldown" });
    expect(
      await createBooking({ listingId, fields: stay(210, 1), userId: squatter.id }, { now: at(33) }),
    ).toMatchObject({ ok: true });
    // Meanwhile another traveler can take them.
    const other = await createUser({});
    expect(await createBooking({ listingId, fields: dates, userId: other.id }, { now: at(34) })).toMatchObject({
      ok: true,
    });
  });

  it("a hold cancelled unpaid starts the same wait; an hour later the account may book them again", async () => {
    const traveler = await createUser({});
    const listingId = await newListing();
    const dates = stay(230, 2);
    const held = await createBooking({ listingId, fields: dates, userId: traveler.id }, { now: at(0) });
    if (!held.ok) throw new Error(JSON.stringify(held));
    await cancelBooking(held.booking.id, traveler.id, { now: at(5) });
    expect(await createBooking({ listingId, fields: dates, userId: traveler.id }, { now: at(30) })).toMatchObject({
      ok: false,
      reason: "hold_cooldown",
    });
    expect(await createBooking({ listingId, fields: dates, userId: traveler.id }, { now: at(66) })).toMatchObject({
      ok: true,
    });
  });
});
