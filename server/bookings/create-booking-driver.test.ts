// A vehicle booked with or without its driver (docs/decisions/027): the server prices the
// driver's days from the listing's own price per day, keeps the terms of the moment on the
// booking, and the confirmation e-mail states them: the driver, the deposit handed over at
// pick-up (not collected online), the distance, the driver's age and licence.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { formatsFor } from "#common/format/formats";
import { travelerTotal } from "#common/line-items";
import { priceStay } from "#common/pricing";
import type { BookingFields } from "#common/rules/booking";
import { bookingForm as bookingFormTexts } from "#common/texts/fr/booking-form";
import { getDb } from "#server/db/client.server";
import { emailOutbox, listings } from "#server/db/schema";
import { renderEmail } from "#server/emails/templates.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { bookingForm } from "#tests/support/booking-form";
import { inWords } from "#tests/support/in-words";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { announceConfirmedBooking } from "./booking-emails.server";
import { getBookingWithListing } from "./booking-queries.server";
import { toBookingView } from "./booking-view.server";
import { createBooking } from "./create-booking.server";

const { money } = formatsFor("fr");
const said = async <R>(pending: Promise<R>) => inWords("booking", await pending, bookingFormTexts.validation);

await useTestDatabase();

const today = todayInBenin();
let day = 10;
/** Three days of rental, each case on its own dates. */
function rental(overrides: Partial<BookingFields> = {}) {
  const start = addDays(today, day);
  const end = addDays(today, day + 3);
  day += 4;
  return { start, end, fields: bookingForm(start, end, { guests: "2", ...overrides }) };
}

describe(`booking a vehicle with or without its driver (${databaseKind})`, () => {
  let hostId: string;
  let listingId: string;

  beforeAll(async () => {
    hostId = (await createUser({ roles: ["user", "host"] })).id;
    listingId = (
      await createListing({
        userId: hostId,
        isVehicle: true,
        price: 25_000,
        driverOption: "both",
        driverPricePerDay: 15_000,
        depositAmount: 100_000,
        dailyDistanceKm: 200,
        minDriverAge: 23,
        minLicenceYears: 2,
      })
    ).id;
  });

  // A fresh traveler per booking: an account holds at most two unpaid bookings.
  const traveler = async () => (await createUser({})).id;

  it("prices the driver's days as a line item paid to the host, and keeps the terms on the booking", async () => {
    const { start, end, fields } = rental({ driver: "with" });
    // A price sent by the browser is never read.
    const tampered = { ...fields, driverPricePerDay: "1", total: "1" } as BookingFields;
    const result = await said(createBooking({ listingId, fields: tampered, userId: await traveler() }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    const expected = priceStay({ unitPrice: 25_000, startDate: start, endDate: end, driverPricePerDay: 15_000 });
    expect(result.booking.lineItems).toEqual(expected);
    // 3 × 25 000 + 3 × 15 000 = 120 000, + 10 % = 132 000.
    expect(travelerTotal(result.booking.lineItems)).toBe(132_000);
    expect(result.booking.totalPrice).toBe(132_000);
    expect(result.booking.rentalTerms).toEqual({
      withDriver: true,
      driverPricePerDay: 15_000,
      depositAmount: 100_000,
      dailyDistanceKm: 200,
      minDriverAge: null,
      minLicenceYears: null,
    });
  });

  it("without the driver: no driver line, the age and licence kept for the traveler who drives", async () => {
    const { fields } = rental({ driver: "without" });
    const result = await said(createBooking({ listingId, fields, userId: await traveler() }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.booking.lineItems.map((line) => line.kind)).toEqual(["stay", "traveler_fee", "host_fee"]);
    expect(result.booking.totalPrice).toBe(82_500);
    expect(result.booking.rentalTerms).toEqual({
      withDriver: false,
      driverPricePerDay: null,
      depositAmount: 100_000,
      dailyDistanceKm: 200,
      minDriverAge: 23,
      minLicenceYears: 2,
    });
  });

  it("asks for a choice when the vehicle is offered either way, and holds nothing meanwhile", async () => {
    const { fields } = rental();
    const result = await said(createBooking({ listingId, fields, userId: await traveler() }));
    expect(result).toMatchObject({ ok: false, errors: { driver: "Veuillez choisir avec ou sans chauffeur" } });
  });

  it("keeps the deal as booked when the host changes the terms afterwards", async () => {
    const { fields } = rental({ driver: "with" });
    const result = await said(createBooking({ listingId, fields, userId: await traveler() }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    await getDb()
      .update(listings)
      .set({ driverPricePerDay: 40_000, depositAmount: 500_000 })
      .where(eq(listings.id, listingId));
    const stored = await getBookingWithListing(result.booking.id);
    const view = toBookingView(stored!);
    expect(view).toMatchObject({
      total: 132_000,
      driver: { units: 3, unitPrice: 15_000, amount: 45_000 },
      rentalTerms: { withDriver: true, driverPricePerDay: 15_000, depositAmount: 100_000 },
    });
    await getDb()
      .update(listings)
      .set({ driverPricePerDay: 15_000, depositAmount: 100_000 })
      .where(eq(listings.id, listingId));
  });

  it("the confirmation e-mail states the driver, the deposit at pick-up, the distance, the age and licence", async () => {
    const withDriver = await said(
      createBooking({ listingId, fields: rental({ driver: "with" }).fields, userId: await traveler() }),
    );
    const selfDrive = await said(
      createBooking({ listingId, fields: rental({ driver: "without" }).fields, userId: await traveler() }),
    );
    if (!withDriver.ok || !selfDrive.ok) throw new Error("bookings refused");
    const mailOf = async (bookingId: string) => {
      await getDb().transaction(async (tx) => {
        await announceConfirmedBooking(tx, (await getBookingWithListing(bookingId, tx))!);
      });
      const [queued] = await getDb()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `booking-confirmed:${bookingId}`));
      return renderEmail(queued!.template, queued!.params, "fr")!;
    };

    const driven = await mailOf(withDriver.booking.id);
    expect(driven.text).toContain(`Chauffeur : Avec chauffeur (${money(15_000)} par jour, compris dans le total)`);
    expect(driven.text).toContain(
      `Caution : ${money(100_000)}, à remettre au propriétaire à la prise en charge (elle n'est pas payée en ligne)`,
    );
    expect(driven.text).toContain("Kilométrage inclus : 200 km par jour");
    expect(driven.text).not.toContain("Conducteur :");
    expect(driven.text).toContain(`Total payé : ${money(132_000)}`);

    const selfDriven = await mailOf(selfDrive.booking.id);
    expect(selfDriven.text).toContain("Chauffeur : Sans chauffeur (le voyageur conduit)");
    expect(selfDriven.text).toContain("Conducteur : 23 ans minimum, permis depuis au moins 2 ans");
    expect(selfDriven.html).toContain("à remettre au propriétaire à la prise en charge");
  });
});
