import { describe, expect, it } from "vitest";
import { formatsFor } from "./format/formats";
import { bookingRentalTerms, chooseDriver, driverOptionOf, type RentalTerms } from "./rental-terms";
import { rentalTermFields } from "./rental-terms-fields";
import { validateBooking } from "./rules/booking";
import { validateListing } from "./rules/listing";
import { emptyFields } from "./rules/listing-fields";

const terms: RentalTerms = {
  driverOption: "both",
  driverPricePerDay: 15_000,
  depositAmount: 100_000,
  dailyDistanceKm: 200,
  minDriverAge: 23,
  minLicenceYears: 2,
};

describe("the traveler's driver choice", () => {
  it("is asked when the vehicle comes either way", () => {
    expect(chooseDriver("both", "with")).toEqual({ ok: true, withDriver: true });
    expect(chooseDriver("both", "without")).toEqual({ ok: true, withDriver: false });
    expect(chooseDriver("both", "")).toEqual({ ok: false, code: "driverChoice" });
    expect(chooseDriver("both", undefined)).toEqual({ ok: false, code: "driverChoice" });
    expect(chooseDriver("both", "oui")).toEqual({ ok: false, code: "driverChoice" });
  });

  it("is the rental's own when there is one option, and a contrary choice is refused", () => {
    expect(chooseDriver("with", undefined)).toEqual({ ok: true, withDriver: true });
    expect(chooseDriver("without", "")).toEqual({ ok: true, withDriver: false });
    expect(chooseDriver("with", "with")).toEqual({ ok: true, withDriver: true });
    expect(chooseDriver("with", "without")).toEqual({ ok: false, code: "driverNotOffered" });
    expect(chooseDriver("without", "with")).toEqual({ ok: false, code: "driverNotOffered" });
  });

  it("is checked by the booking form's rules on a vehicle, and ignored on a stay", () => {
    const fields = {
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      guests: "1",
      travelerFirstName: "Afi",
      travelerLastName: "Houngbo",
      travelerEmail: "afi@exemple.bj",
      travelerPhone: "",
    };
    const options = { today: "2027-01-01", maxGuests: 4 };
    expect(validateBooking({ ...fields, driver: "with" }, options)).toMatchObject({
      ok: true,
      value: { withDriver: null },
    });
    expect(validateBooking(fields, { ...options, driverOption: "both" })).toEqual({
      ok: false,
      problems: { driver: { code: "driverChoice" } },
    });
    expect(validateBooking({ ...fields, driver: "with" }, { ...options, driverOption: "both" })).toMatchObject({
      ok: true,
      value: { withDriver: true },
    });
  });

  it("reads a vehicle without a stated option as rented without a driver", () => {
    expect(driverOptionOf(null)).toBe("without");
    expect(driverOptionOf("n'importe quoi")).toBe("without");
    expect(driverOptionOf("both")).toBe("both");
  });
});

describe("the terms a booking keeps", () => {
  it("with the driver: its price, no age or licence asked of the traveler", () => {
    expect(bookingRentalTerms(terms, true)).toEqual({
      withDriver: true,
      driverPricePerDay: 15_000,
      depositAmount: 100_000,
      dailyDistanceKm: 200,
      minDriverAge: null,
      minLicenceYears: null,
    });
  });

  it("without: no driver price, the age and licence of whoever drives", () => {
    expect(bookingRentalTerms(terms, false)).toEqual({
      withDriver: false,
      driverPricePerDay: null,
      depositAmount: 100_000,
      dailyDistanceKm: 200,
      minDriverAge: 23,
      minLicenceYears: 2,
    });
  });

  it("are said in words: no deposit, unlimited distance, a licence of any age", () => {
    const { money } = formatsFor("fr");
    const words = rentalTermFields(
      { ...bookingRentalTerms(terms, false), depositAmount: 0, dailyDistanceKm: null, minLicenceYears: 0 },
      "fr",
    );
    expect(words).toEqual([
      { label: "Chauffeur", value: "Sans chauffeur (le voyageur conduit)" },
      { label: "Caution", value: "Aucune" },
      { label: "Kilométrage inclus", value: "Illimité" },
      { label: "Conducteur", value: "23 ans minimum, permis de conduire valide" },
    ]);
    expect(rentalTermFields(bookingRentalTerms(terms, true), "fr")[0]!.value).toBe(
      `Avec chauffeur (${money(15_000)} par jour, compris dans le total)`,
    );
    expect(rentalTermFields(null, "fr")).toEqual([]);
  });
});

describe("the listing form's rental terms", () => {
  const vehicle = {
    ...emptyFields(),
    title: "Toyota Corolla",
    price: "30000",
    address: "Carrefour Vêdoko",
    city: "Cotonou",
    make: "Toyota",
    model: "Corolla",
    vehicleType: "Berline",
    year: "2019",
    images: ["properties/abc"],
    driverOption: "both",
    driverPricePerDay: "15 000 FCFA",
    depositAmount: "100 000",
    dailyDistanceKm: "200",
    minDriverAge: "23",
    minLicenceYears: "2",
  };
  const create = { isVehicle: true, mode: "create", maxImages: 10 } as const;

  it("reads the French way of writing amounts", () => {
    expect(validateListing(vehicle, create)).toMatchObject({
      ok: true,
      value: {
        driverOption: "both",
        driverPricePerDay: 15_000,
        depositAmount: 100_000,
        dailyDistanceKm: 200,
        minDriverAge: 23,
        minLicenceYears: 2,
      },
    });
  });

  it("asks the driver's price when a driver is offered, and ignores it otherwise", () => {
    expect(validateListing({ ...vehicle, driverOption: "with", driverPricePerDay: "" }, create)).toMatchObject({
      ok: false,
      problems: { driverPricePerDay: { code: "driverPriceRequired" } },
    });
    expect(validateListing({ ...vehicle, driverOption: "without", driverPricePerDay: "abc" }, create)).toMatchObject({
      ok: true,
      value: { driverPricePerDay: null },
    });
  });

  it("gives an accommodation no rental terms, whatever was posted", () => {
    const stay = { ...vehicle, category: "Villa", maxGuests: "4", depositAmount: "-1", minDriverAge: "5" };
    expect(validateListing(stay, { ...create, isVehicle: false })).toMatchObject({
      ok: true,
      value: {
        driverOption: null,
        driverPricePerDay: null,
        depositAmount: null,
        dailyDistanceKm: null,
        minDriverAge: null,
        minLicenceYears: null,
      },
    });
  });
});
