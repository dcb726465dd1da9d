import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { summarizePrice } from "#common/line-items";
import { priceStay } from "#common/pricing";
import type { BookingFields } from "#common/rules/booking";
import { bookingForm as bookingFormTexts } from "#common/texts/fr/booking-form";
import { createListing, createUser } from "#server/seed/factories.server";
import { bookingForm } from "#tests/support/booking-form";
import { inWords } from "#tests/support/in-words";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { takenRanges } from "./booking-queries.server";
import { createBooking } from "./create-booking.server";

/** The result as the listing page shows it (refusal and field problems in French). */
const said = async <R>(pending: Promise<R>) => inWords("booking", await pending, bookingFormTexts.validation);

const handle = await useTestDatabase();

const today = todayInBenin();
/** A year whose 30 February is never in the past: a malformed date, whatever day the tests run. */
const nextYear = Number(today.slice(0, 4)) + 1;
const fields = (overrides: Partial<BookingFields> = {}): BookingFields =>
  bookingForm(addDays(today, 10), addDays(today, 13), {
    guests: "2",
    travelerEmail: "Aicha@Exemple.bj",
    travelerPhone: "+229 01 97 12 34 56",
    ...overrides,
  });

async function countBookings() {
  const [row] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
  return row!.n;
}

describe(`creating a booking (${databaseKind})`, () => {
  let hostId: string;
  let travelerId: string;
  let listingId: string;

  beforeAll(async () => {
    hostId = (await createUser({ roles: ["user", "host"] })).id;
    travelerId = (await createUser({})).id;
    listingId = (await createListing({ userId: hostId, price: 33_335, maxGuests: 4 })).id;
  });

  it("prices the stay on the server, holds the dates 30 minutes and gives a BK reference", async () => {
    const now = new Date();
    // Every amount a hostile browser could send, the listing's price included: none is read.
    const tampered = {
      ...fields(),
      totalPrice: "1",
      total: "1",
      subtotal: "1",
      travelerFee: "0",
      hostFee: "0",
      unitPrice: "1",
      units: "1",
      price: "1",
      listingPrice: "1",
    } as BookingFields;
    const result = await said(createBooking({ listingId, fields: tampered, userId: travelerId }, { now }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    const booking = result.booking;
    // What is stored is exactly priceStay of the listing's own price in the database.
    const [listing] = await handle.query<{ price: number }>("SELECT price FROM listings WHERE id = $1", [listingId]);
    const lineItems = priceStay({
      unitPrice: listing!.price,
      startDate: addDays(today, 10),
      endDate: addDays(today, 13),
    });
    const expected = summarizePrice(lineItems);
    const [stored] = await handle.query<Record<string, number>>(
      "SELECT unit_price, units, subtotal, traveler_fee, host_fee, total_price FROM bookings WHERE id = $1",
      [booking.id],
    );
    // The line items are stored as priced, and the amount columns say the same.
    const [storedLines] = await handle.query<{ line_items: unknown }>("SELECT line_items FROM bookings WHERE id = $1", [
      booking.id,
    ]);
    expect(storedLines!.line_items).toEqual(lineItems);
    expect(booking.lineItems).toEqual(lineItems);
    expect(stored).toEqual({
      unit_price: expected.unitPrice,
      units: expected.units,
      subtotal: expected.subtotal,
      traveler_fee: expected.travelerFee,
      host_fee: expected.hostFee,
      total_price: expected.total,
    });
    expect(booking).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      units: 3,
      unitPrice: 33_335,
      subtotal: 100_005,
      travelerFee: 10_001,
      hostFee: 5_000,
      totalPrice: 110_006,
      guests: 2,
      entityType: "accommodation",
      travelerInfo: { firstName: "Aïcha", lastName: "Dossou", email: "aicha@exemple.bj", phone: "+229 01 97 12 34 56" },
    });
    expect(booking.bookingReference).toMatch(/^BK\d{8}$/);
    expect(booking.holdExpiresAt!.getTime() - now.getTime()).toBe(30 * 60_000);
    expect(await takenRanges(listingId)).toEqual([{ start: addDays(today, 10), end: addDays(today, 13) }]);
  });

  it("refuses overlapping dates with a clear French message and writes nothing", async () => {
    const before = await countBookings();
    const result = await said(
      createBooking({
        listingId,
        fields: fields({ checkIn: addDays(today, 12), checkOut: addDays(today, 15) }),
        userId: travelerId,
      }),
    );
    expect(result).toEqual({
      ok: false,
      reason: "dates_taken",
      message: "Ces dates ne sont plus disponibles pour cette annonce. Veuillez choisir d'autres dates.",
    });
    expect(await countBookings()).toBe(before);
  });

  it.each([
    ["guests 0", { guests: "0" }, "guests", "Au moins 1 voyageur est requis"],
    ["guests 11", { guests: "11" }, "guests", "Maximum 10 voyageurs"],
    ["guests above capacity", { guests: "5" }, "guests", "Cette annonce accueille au maximum 4 voyageurs"],
    ["guests not a number", { guests: "deux" }, "guests", "Au moins 1 voyageur est requis"],
    ["no arrival", { checkIn: "" }, "checkIn", "Veuillez sélectionner une date d'arrivée"],
    ["no departure", { checkOut: "" }, "checkOut", "Veuillez sélectionner une date de départ"],
    [
      "departure before arrival",
      { checkIn: addDays(today, 40), checkOut: addDays(today, 38) },
      "checkOut",
      "La date de départ doit être après la date d'arrivée",
    ],
    [
      "departure on arrival",
      { checkIn: addDays(today, 40), checkOut: addDays(today, 40) },
      "checkOut",
      "La date de départ doit être après la date d'arrivée",
    ],
    [
      "arrival in the past",
      { checkIn: addDays(today, -1), checkOut: addDays(today, 2) },
      "checkIn",
      "La date d'arrivée ne peut pas être dans le passé",
    ],
    [
      "not a date",
      { checkIn: `${nextYear}-02-30`, checkOut: `${nextYear}-03-02` },
      "checkIn",
      "Veuillez sélectionner une date d'arrivée",
    ],
    ["no first name", { travelerFirstName: "  " }, "travelerFirstName", "Le prénom est requis"],
    ["no last name", { travelerLastName: "" }, "travelerLastName", "Le nom est requis"],
    ["bad e-mail", { travelerEmail: "pas-un-email" }, "travelerEmail", "Email invalide"],
    [
      "a stay too long",
      { checkIn: addDays(today, 50), checkOut: addDays(today, 200) },
      "checkOut",
      "La durée maximale d'une réservation est de 90 nuits ou jours",
    ],
  ])("refuses %s", async (_name, overrides, field, message) => {
    const before = await countBookings();
    const result = await said(
      createBooking({
        listingId,
        fields: fields(overrides as Partial<BookingFields>),
        userId: travelerId,
      }),
    );
    expect(result).toMatchObject({ ok: false, reason: "invalid", errors: { [field]: message } });
    expect(await countBookings()).toBe(before);
  });

  it("refuses a listing that is not approved, an unknown id and the host's own listing", async () => {
    const pending = await createListing({ userId: hostId, status: "pending" });
    for (const id of [pending.id, "00000000-0000-0000-0000-000000000000", "pas-un-uuid"]) {
      const result = await said(createBooking({ listingId: id, fields: fields(), userId: travelerId }));
      expect(result).toMatchObject({
        ok: false,
        reason: "listing_unavailable",
        message: "Cette annonce n'est pas disponible à la réservation.",
      });
    }
    const own = await createBooking({
      listingId,
      fields: fields({ checkIn: addDays(today, 60), checkOut: addDays(today, 61) }),
      userId: hostId,
    });
    expect(own).toMatchObject({ ok: false, reason: "own_listing" });
  });

  it("retries with a new reference when one is already taken", async () => {
    const [{ booking_reference: taken }] = (await handle.query<{ booking_reference: string }>(
      "SELECT booking_reference FROM bookings LIMIT 1",
    )) as [{ booking_reference: string }];
    const references = [taken, taken, "BK99999999"];
    const result = await said(
      createBooking(
        {
          listingId,
          fields: fields({ checkIn: addDays(today, 70), checkOut: addDays(today, 72) }),
          userId: travelerId,
        },
        { reference: () => references.shift()! },
      ),
    );
    expect(result).toMatchObject({ ok: true, booking: { bookingReference: "BK99999999" } });
  });

  it("counts days for a vehicle and checks its seats", async () => {
    const car = await createListing({ userId: hostId, isVehicle: true, price: 40_000, seats: 5, maxGuests: 5 });
    // Another traveler: this file's first one already has its unpaid bookings (ADR 024).
    const travelerId = (await createUser({})).id;
    const result = await said(
      createBooking({ listingId: car.id, fields: fields({ guests: "5" }), userId: travelerId }),
    );
    expect(result).toMatchObject({
      ok: true,
      booking: { entityType: "vehicle", units: 3, subtotal: 120_000, totalPrice: 132_000 },
    });
    const tooMany = await said(
      createBooking({
        listingId: car.id,
        fields: fields({ guests: "6", checkIn: addDays(today, 30), checkOut: addDays(today, 31) }),
        userId: travelerId,
      }),
    );
    expect(tooMany).toMatchObject({ ok: false, errors: { guests: "Cette annonce accueille au maximum 5 voyageurs" } });
  });

  it("gives exactly one booking out of 200 concurrent requests for the same dates", async () => {
    const listing = await createListing({ userId: hostId, price: 20_000 });
    const stay = fields({ checkIn: addDays(today, 100), checkOut: addDays(today, 103) });
    const travelerId = (await createUser({})).id;
    const results = await Promise.all(
      Array.from({ length: 200 }, () => createBooking({ listingId: listing.id, fields: stay, userId: travelerId })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "dates_taken")).toHaveLength(199);
    const rows = await handle.query("SELECT id FROM bookings WHERE listing_id = $1", [listing.id]);
    expect(rows).toHaveLength(1);
  }, 120_000);
});
