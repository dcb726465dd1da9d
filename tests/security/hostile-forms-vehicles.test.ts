// Hostile input on a vehicle's rental terms (docs/decisions/027), through the production
// bundle over HTTP: the listing forms' driver option, driver price, deposit, distance, age
// and licence; the booking form's driver choice. Refused: 4xx, a French message, nothing
// written. Terms posted on an accommodation are ignored, never stored.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createListing, createUser } from "#server/seed/factories.server";
import {
  expectMessage,
  expectNoServerError,
  HOSTILE,
  withoutChanges,
} from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { uploadedKeys } from "#tests/security/hostile-support/media";
import { rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
const app = await startHostileApp();

const LISTING_TABLES: TableName[] = ["listings", "notifications", "listing_decisions", "media_files"];
const BOOKING_TABLES: TableName[] = [
  "bookings",
  "listing_calendar",
  "payment_transactions",
  "notifications",
  "email_outbox",
];
const M = {
  required: "Ce champ est requis",
  missing: "Champs requis manquants",
  choice: "Veuillez choisir une valeur de la liste",
  driverPriceRequired: "Indiquez le prix du chauffeur par jour",
  driverPrice: "Le prix du chauffeur doit être un nombre positif",
  priceWhole: "Le prix doit être un nombre entier de FCFA",
  priceMax: "Le prix ne doit pas dépasser 100 000 000 FCFA",
  deposit: "La caution doit être un montant en FCFA (0 s'il n'y en a pas)",
  distance: "Le kilométrage par jour doit être un nombre entier entre 1 et 5000 (vide s'il est illimité)",
  age: "L'âge minimum doit être un nombre entier entre 18 et 99 ans",
  licence: "L'ancienneté du permis doit être un nombre entier d'années entre 0 et 50",
  driverChoice: "Veuillez choisir avec ou sans chauffeur",
  driverNotOffered: "Ce véhicule n'est pas proposé avec cette option de chauffeur",
};

let host: { userId: string; cookie: string };

beforeAll(async () => {
  host = await signedInUser("hote.vehicules@exemple.bj", { roles: ["host"] });
  await signedInUser("admin.vehicules@exemple.bj", { roles: ["admin"] });
});

async function vehicle(fields: FormFields = {}): Promise<FormFields> {
  return {
    title: "Toyota Corolla avec chauffeur",
    description: "Berline climatisée, avec ou sans chauffeur, pour Cotonou et ses environs.",
    price: "30000",
    address: "Carrefour Vêdoko",
    city: "Cotonou",
    cancellationPolicy: "moderate",
    make: "Toyota",
    model: "Corolla",
    year: String(new Date().getUTCFullYear() - 3),
    vehicleType: "Berline",
    transmission: "Automatique",
    fuelType: "Essence",
    seats: "5",
    driverOption: "both",
    driverPricePerDay: "15 000",
    depositAmount: "100 000",
    dailyDistanceKm: "200",
    minDriverAge: "23",
    minLicenceYears: "2",
    images: await uploadedKeys(host.userId),
    ...fields,
  };
}

async function expectRefused(path: string, fields: FormFields, message: string, tables: TableName[], cookie: string) {
  const answer = await withoutChanges(tables, () => app.post(path, fields, { cookie }));
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expectMessage(answer, message);
}

type Refusal = { name: string; fields: FormFields; message: string };

describe(`add-vehicle refuses hostile rental terms (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "no driver option", fields: { driverOption: "" }, message: M.required },
    { name: "an unknown driver option", fields: { driverOption: "chauffeur-fantome" }, message: M.choice },
    { name: "a SQL string as driver option", fields: { driverOption: HOSTILE.sql }, message: M.choice },
    {
      name: "no driver price with a driver offered",
      fields: { driverPricePerDay: "" },
      message: M.driverPriceRequired,
    },
    {
      name: "no driver price with the driver only",
      fields: { driverOption: "with", driverPricePerDay: "  " },
      message: M.driverPriceRequired,
    },
    { name: "a driver price of -1", fields: { driverPricePerDay: "-1" }, message: M.driverPrice },
    { name: "a driver price of 0", fields: { driverPricePerDay: "0" }, message: M.driverPrice },
    { name: "a driver price of 'abc'", fields: { driverPricePerDay: "abc" }, message: M.driverPrice },
    { name: "a driver price of 1e309", fields: { driverPricePerDay: "1e309" }, message: M.driverPrice },
    { name: "a driver price with cents", fields: { driverPricePerDay: "15000,50" }, message: M.priceWhole },
    { name: "a driver price of 2^53 + 1", fields: { driverPricePerDay: "9007199254740993" }, message: M.priceMax },
    {
      name: "a 100 KB driver price of digits",
      fields: { driverPricePerDay: "9".repeat(100_000) },
      message: M.priceMax,
    },
    { name: "a 100 KB driver price of letters", fields: { driverPricePerDay: HOSTILE.huge }, message: M.driverPrice },
    { name: "no deposit", fields: { depositAmount: "" }, message: M.missing },
    { name: "a deposit of -5000", fields: { depositAmount: "-5000" }, message: M.deposit },
    { name: "a deposit of 'beaucoup'", fields: { depositAmount: "beaucoup" }, message: M.deposit },
    { name: "a deposit with cents", fields: { depositAmount: "100000,25" }, message: M.priceWhole },
    { name: "a deposit above 100 000 000", fields: { depositAmount: "100000001" }, message: M.priceMax },
    { name: "a deposit of 2^53 + 1", fields: { depositAmount: "9007199254740993" }, message: M.priceMax },
    { name: "0 km a day", fields: { dailyDistanceKm: "0" }, message: M.distance },
    { name: "-200 km a day", fields: { dailyDistanceKm: "-200" }, message: M.distance },
    { name: "5001 km a day", fields: { dailyDistanceKm: "5001" }, message: M.distance },
    { name: "'200km' a day", fields: { dailyDistanceKm: "200km" }, message: M.distance },
    { name: "a distance of 1e309", fields: { dailyDistanceKm: "1e309" }, message: M.distance },
    { name: "no minimum age when the traveler drives", fields: { minDriverAge: "" }, message: M.missing },
    { name: "a minimum age of 17", fields: { minDriverAge: "17" }, message: M.age },
    { name: "a minimum age of 100", fields: { minDriverAge: "100" }, message: M.age },
    { name: "a minimum age of 23.5", fields: { minDriverAge: "23.5" }, message: M.age },
    { name: "a NUL byte in the minimum age", fields: { minDriverAge: "2\u00003" }, message: M.age },
    {
      name: "no licence seniority without a driver",
      fields: { driverOption: "without", minLicenceYears: "" },
      message: M.missing,
    },
    { name: "a licence of -1 year", fields: { minLicenceYears: "-1" }, message: M.licence },
    { name: "a licence of 51 years", fields: { minLicenceYears: "51" }, message: M.licence },
    { name: "a licence of 'deux'", fields: { minLicenceYears: "deux" }, message: M.licence },
  ];
  it.each(refusals)("$name", async ({ fields, message }) =>
    expectRefused("/add-vehicle", await vehicle(fields), message, LISTING_TABLES, host.cookie),
  );
});

describe(`edit-listing refuses hostile rental terms on a vehicle (${databaseKind})`, () => {
  let vehicleId: string;
  let keys: string[];

  beforeAll(async () => {
    keys = await uploadedKeys(host.userId, 1);
    vehicleId = (await createListing({ userId: host.userId, isVehicle: true, images: keys, status: "pending" })).id;
  });

  const refusals: Refusal[] = [
    {
      name: "a driver offered without its price",
      fields: { driverOption: "with", driverPricePerDay: "" },
      message: M.driverPriceRequired,
    },
    { name: "a deposit of -1", fields: { depositAmount: "-1" }, message: M.deposit },
    { name: "a minimum age of 16", fields: { minDriverAge: "16" }, message: M.age },
    { name: "an unknown driver option", fields: { driverOption: "peut-être" }, message: M.choice },
  ];
  it.each(refusals)("$name", async ({ fields, message }) =>
    expectRefused(
      `/edit-listing/${vehicleId}`,
      await vehicle({ images: keys, ...fields }),
      message,
      LISTING_TABLES,
      host.cookie,
    ),
  );
});

describe(`rental terms are kept only where they apply (${databaseKind})`, () => {
  it("a vehicle with its driver only stores no age or licence, whatever was posted", async () => {
    const answer = await app.post(
      "/add-vehicle",
      await vehicle({
        title: "Minibus avec chauffeur",
        driverOption: "with",
        minDriverAge: "17",
        minLicenceYears: "x",
      }),
      { cookie: host.cookie },
    );
    expect(answer.status).toBe(302);
    const [row] = await rows<Record<string, unknown>>("SELECT * FROM listings WHERE title = 'Minibus avec chauffeur'");
    expect(row).toMatchObject({
      driver_option: "with",
      driver_price_per_day: 15_000,
      deposit_amount: 100_000,
      daily_distance_km: 200,
      min_driver_age: null,
      min_licence_years: null,
    });
  });

  it("a vehicle without a driver stores no driver price, and an empty distance is unlimited", async () => {
    const answer = await app.post(
      "/add-vehicle",
      await vehicle({
        title: "Moto Bajaj sans chauffeur",
        driverOption: "without",
        driverPricePerDay: "-1",
        depositAmount: "0",
        dailyDistanceKm: "",
      }),
      { cookie: host.cookie },
    );
    expect(answer.status).toBe(302);
    const [row] = await rows<Record<string, unknown>>(
      "SELECT * FROM listings WHERE title = 'Moto Bajaj sans chauffeur'",
    );
    expect(row).toMatchObject({
      driver_option: "without",
      driver_price_per_day: null,
      deposit_amount: 0,
      daily_distance_km: null,
      min_driver_age: 23,
      min_licence_years: 2,
    });
  });

  it("an accommodation posted with rental terms stores none of them", async () => {
    const answer = await app.post(
      "/add-property",
      {
        title: "Villa avec chauffeur offert",
        description: "Une belle villa au calme, à deux pas de la plage de Fidjrossè.",
        category: "Villa",
        price: "45 000",
        address: "Rue 12.145, Fidjrossè",
        city: "Cotonou",
        maxGuests: "6",
        cancellationPolicy: "moderate",
        images: await uploadedKeys(host.userId),
        driverOption: "with",
        driverPricePerDay: "1",
        depositAmount: "-1",
        dailyDistanceKm: "abc",
        minDriverAge: "5",
        minLicenceYears: "99",
      },
      { cookie: host.cookie },
    );
    expect(answer.status).toBe(302);
    const [row] = await rows<Record<string, unknown>>(
      "SELECT * FROM listings WHERE title = 'Villa avec chauffeur offert'",
    );
    expect(row).toMatchObject({
      is_vehicle: false,
      driver_option: null,
      driver_price_per_day: null,
      deposit_amount: null,
      daily_distance_km: null,
      min_driver_age: null,
      min_licence_years: null,
    });
  });

  it("the database refuses terms that contradict each other, whatever the code does", async () => {
    const owner = await createUser({ roles: ["host"] });
    const refused = async (sql: string) => {
      await expect(handle.query(sql.replace("$owner", `'${owner.id}'`))).rejects.toThrow();
    };
    const insert = (columns: string, values: string, isVehicle = true) =>
      `INSERT INTO listings (user_id, title, category, price, address, city, is_vehicle, ${columns})
       VALUES ($owner, 'Contradiction', 'SUV', 1000, 'Rue 1', 'Cotonou', ${isVehicle}, ${values})`;
    await refused(insert("deposit_amount", "1000", false));
    await refused(insert("driver_option, driver_price_per_day", "'with', NULL"));
    await refused(insert("driver_option, driver_price_per_day", "'without', 15000"));
    await refused(insert("driver_option, driver_price_per_day, min_driver_age", "'with', 15000, 23"));
    await refused(insert("driver_option, deposit_amount", "'without', -1"));
    await refused(insert("driver_option, daily_distance_km", "'without', 0"));
    await refused(insert("driver_option, min_driver_age", "'without', 16"));
    await refused(insert("driver_option", "'parfois'"));
  });
});

describe(`the booking form's driver choice (${databaseKind})`, () => {
  const today = todayInBenin();
  let traveler: { userId: string; cookie: string };
  let withoutOnly: string;
  let withOnly: string;
  let either: string;
  let stay: string;
  let nextFree = 20;

  beforeAll(async () => {
    traveler = await signedInUser("voyageur.vehicules@exemple.bj");
    const owner = await createUser({ roles: ["host"] });
    withoutOnly = (await createListing({ userId: owner.id, isVehicle: true, price: 20_000 })).id;
    withOnly = (
      await createListing({
        userId: owner.id,
        isVehicle: true,
        price: 20_000,
        driverOption: "with",
        driverPricePerDay: 15_000,
        minDriverAge: null,
        minLicenceYears: null,
      })
    ).id;
    either = (
      await createListing({
        userId: owner.id,
        isVehicle: true,
        price: 20_000,
        driverOption: "both",
        driverPricePerDay: 15_000,
      })
    ).id;
    stay = (await createListing({ userId: owner.id, price: 20_000 })).id;
  });

  function form(fields: FormFields = {}): FormFields {
    const start = nextFree;
    nextFree += 3;
    return {
      checkIn: addDays(today, start),
      checkOut: addDays(today, start + 2),
      guests: "1",
      travelerFirstName: "Afi",
      travelerLastName: "Houngbo",
      travelerEmail: "afi@exemple.bj",
      ...fields,
    };
  }

  const refusals: Array<{ name: string; listing: () => string; driver: string | undefined; message: string }> = [
    {
      name: "no choice on a vehicle offered either way",
      listing: () => either,
      driver: undefined,
      message: M.driverChoice,
    },
    { name: "an empty choice", listing: () => either, driver: "", message: M.driverChoice },
    { name: "an unknown choice", listing: () => either, driver: "chauffeur gratuit", message: M.driverChoice },
    { name: "a SQL string as choice", listing: () => either, driver: HOSTILE.sql, message: M.driverChoice },
    {
      name: "a driver on a vehicle without one",
      listing: () => withoutOnly,
      driver: "with",
      message: M.driverNotOffered,
    },
    {
      name: "no driver on a vehicle with its driver only",
      listing: () => withOnly,
      driver: "without",
      message: M.driverNotOffered,
    },
  ];
  it.each(refusals)("$name", async ({ listing, driver, message }) => {
    const fields = form(driver === undefined ? {} : { driver });
    await expectRefused(`/property/${listing()}`, fields, message, BOOKING_TABLES, traveler.cookie);
  });

  it("a driver choice posted on an accommodation is ignored: no driver, no rental terms", async () => {
    const answer = await app.post(`/property/${stay}`, form({ driver: "with" }), { cookie: traveler.cookie });
    expectNoServerError(answer);
    expect(answer.status).toBe(200);
    const [booking] = await rows<Record<string, unknown>>(
      `SELECT rental_terms, line_items, total_price FROM bookings WHERE listing_id = '${stay}' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(booking).toMatchObject({ rental_terms: null, total_price: 44_000 });
    expect((booking!.line_items as { kind: string }[]).map((line) => line.kind)).not.toContain("driver");
    await handle.query("DELETE FROM bookings WHERE listing_id = $1", [stay]);
  });

  it("a vehicle's one option needs no choice (none posted): the driver is the rental's", async () => {
    const answer = await app.post(`/property/${withOnly}`, form(), { cookie: traveler.cookie });
    expect(answer.status).toBe(200);
    const [booking] = await rows<Record<string, unknown>>(
      `SELECT rental_terms, total_price FROM bookings WHERE listing_id = '${withOnly}' ORDER BY created_at DESC LIMIT 1`,
    );
    // 2 days × (20 000 + 15 000) = 70 000, + 10 % = 77 000.
    expect(booking).toMatchObject({
      total_price: 77_000,
      rental_terms: { withDriver: true, driverPricePerDay: 15_000 },
    });
    await handle.query("DELETE FROM bookings WHERE listing_id = $1", [withOnly]);
  });
});
