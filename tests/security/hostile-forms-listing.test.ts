// Hostile input on the listing forms (/add-property, /add-vehicle, /edit-listing/{id}),
// through the production bundle over HTTP. Refused: 4xx, the spec's French message,
// nothing written (no listing, no admin notification, no decision). Odd but genuine text
// is kept verbatim and shown escaped.
import { beforeAll, describe, expect, it } from "vitest";
import { createListing } from "#server/seed/factories.server";
import { expectEscaped, expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { uploadedKeys } from "#tests/security/hostile-support/media";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const TABLES: TableName[] = ["listings", "notifications", "listing_decisions", "media_files"];
const M = {
  required: "Ce champ est requis",
  missing: "Champs requis manquants",
  imagesRequired: "Images requises",
  titleMax: "Le titre ne doit pas dépasser 200 caractères",
  titleMin: "Le titre doit comporter au moins 5 caractères",
  descriptionMin: "La description doit comporter au moins 20 caractères",
  descriptionMax: "La description ne doit pas dépasser 10 000 caractères",
  price: "Le prix doit être un nombre positif",
  priceWhole: "Le prix doit être un nombre entier de FCFA",
  priceMax: "Le prix ne doit pas dépasser 100 000 000 FCFA",
  addressMin: "L'adresse doit comporter au moins 5 caractères",
  cityMin: "La ville doit comporter au moins 2 caractères",
  cityMax: "La ville ne doit pas dépasser 100 caractères",
  imageMin: "Veuillez télécharger au moins une image",
  imageLimit: "Limite d'images dépassée",
  notOwned: "Une ou plusieurs images sont introuvables ou ne vous appartiennent pas.",
  maxGuests: "La capacité doit être un nombre entier entre 1 et 50",
  seats: "Le nombre de places doit être un nombre entier entre 1 et 50",
  year: "Veuillez sélectionner une année valide",
  choice: "Veuillez choisir une valeur de la liste",
  tooLong: "Ce texte est trop long",
  forbidden: "Ce texte contient des caractères non autorisés",
  inUse: "Ces photos illustrent déjà une de vos annonces : elle a bien été envoyée, une seule fois.",
};

let host: { userId: string; cookie: string };
let otherHostKeys: string[];
let editedId: string;
let editedKeys: string[];
let othersListingId: string;

beforeAll(async () => {
  host = await signedInUser("hote.annonces@exemple.bj", { roles: ["host"] });
  // One administrator: each new listing notifies them once.
  await signedInUser("admin.annonces@exemple.bj", { roles: ["admin"] });
  const other = await signedInUser("autre.hote@exemple.bj", { roles: ["host"] });
  otherHostKeys = await uploadedKeys(other.userId);
  editedKeys = await uploadedKeys(host.userId, 2);
  editedId = (await createListing({ userId: host.userId, images: editedKeys, status: "pending" })).id;
  othersListingId = (await createListing({ userId: other.userId })).id;
});

async function property(fields: FormFields = {}): Promise<FormFields> {
  return {
    title: "Villa avec piscine à Fidjrossè",
    description: "Une belle villa au calme, à deux pas de la plage de Fidjrossè.",
    category: "Villa",
    price: "45 000",
    address: "Rue 12.145, Fidjrossè",
    city: "Cotonou",
    maxGuests: "6",
    cancellationPolicy: "moderate",
    amenities: ["WiFi gratuit", "Piscine"],
    houseRules: ["Non-fumeur"],
    images: await uploadedKeys(host.userId),
    ...fields,
  };
}

async function vehicle(fields: FormFields = {}): Promise<FormFields> {
  return {
    title: "Toyota RAV4 climatisé",
    description: "SUV confortable, idéal pour les routes du nord.",
    price: "35000",
    address: "Carrefour Saint-Michel",
    city: "Cotonou",
    cancellationPolicy: "flexible",
    make: "Toyota",
    model: "RAV4",
    year: String(new Date().getUTCFullYear() - 2),
    vehicleType: "SUV",
    transmission: "Automatique",
    fuelType: "Diesel",
    seats: "5",
    // The rental terms a vehicle now states (docs/decisions/027).
    driverOption: "both",
    driverPricePerDay: "15000",
    depositAmount: "100000",
    dailyDistanceKm: "200",
    minDriverAge: "23",
    minLicenceYears: "2",
    images: await uploadedKeys(host.userId),
    ...fields,
  };
}

type Refusal = { name: string; fields: FormFields; message: string; echo?: string };

async function expectRefused(path: string, fields: FormFields, message: string, echo?: string) {
  const answer = await withoutChanges(TABLES, () => app.post(path, fields, { cookie: host.cookie }));
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expectMessage(answer, message);
  if (echo) expectEscaped(answer, echo);
}

describe(`add-property refuses hostile input (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    {
      name: "an empty form",
      fields: { title: "", category: "", price: "", address: "", city: "", images: [] },
      message: M.missing,
    },
    { name: "a title of zero-width characters", fields: { title: HOSTILE.zeroWidth }, message: M.required },
    { name: "a 201-character title", fields: { title: "t".repeat(201) }, message: M.titleMax },
    { name: "a 100 KB title", fields: { title: HOSTILE.huge }, message: M.titleMax },
    { name: "a NUL byte in the title", fields: { title: HOSTILE.nul }, message: M.forbidden },
    { name: "a right-to-left override in the title", fields: { title: "\u202eVilla gpj.exe" }, message: M.forbidden },
    {
      name: "a NUL byte in the description",
      fields: { description: "Belle villa\u0000 au calme" },
      message: M.forbidden,
    },
    { name: "a 10 001-character description", fields: { description: "d".repeat(10_001) }, message: M.descriptionMax },
    { name: "an escape sequence in the address", fields: { address: "Rue 12\u001b[2J" }, message: M.forbidden },
    { name: "a right-to-left override in the city", fields: { city: "\u202eCotonou" }, message: M.forbidden },
    { name: "a 101-character city", fields: { city: "c".repeat(101) }, message: M.cityMax },
    {
      name: "a NUL byte in a custom amenity",
      fields: { amenities: ["WiFi gratuit", "Jacuzzi\u0000"] },
      message: M.forbidden,
    },
    { name: "a NUL byte in a house rule", fields: { houseRules: ["\u0000"] }, message: M.forbidden },
    { name: "a price of -1", fields: { price: "-1" }, message: M.price },
    { name: "a price of 0", fields: { price: "0" }, message: M.price },
    { name: "a price of 1e309", fields: { price: "1e309" }, message: M.price },
    { name: "a price of 2^53 + 1", fields: { price: "9007199254740993" }, message: M.priceMax },
    { name: "a price of '12abc'", fields: { price: "12abc" }, message: M.price },
    { name: "a price with cents", fields: { price: "25000,50" }, message: M.priceWhole },
    { name: "a price above 100 000 000", fields: { price: "100000001" }, message: M.priceMax },
    { name: "a SQL string as price", fields: { price: "1; DROP TABLE listings" }, message: M.price },
    { name: "a category outside the list", fields: { category: "Château" }, message: M.choice },
    { name: "a SQL string as category", fields: { category: HOSTILE.sql }, message: M.choice },
    { name: "a capacity of -1", fields: { maxGuests: "-1" }, message: M.maxGuests },
    { name: "a capacity of 0", fields: { maxGuests: "0" }, message: M.maxGuests },
    { name: "a capacity of 51", fields: { maxGuests: "51" }, message: M.maxGuests },
    { name: "a capacity of 2.5", fields: { maxGuests: "2.5" }, message: M.maxGuests },
    { name: "an unknown cancellation policy", fields: { cancellationPolicy: "aucune" }, message: M.choice },
    { name: "no picture", fields: { images: [] }, message: M.imagesRequired },
    { name: "another host's picture", fields: {}, message: M.notOwned },
    { name: "a picture key that climbs the tree", fields: { images: ["../../etc/passwd"] }, message: M.notOwned },
    { name: "a picture key with a NUL byte", fields: { images: ["properties/abc\u0000"] }, message: M.notOwned },
    {
      name: "a script as title with no price",
      fields: { title: HOSTILE.script, price: "" },
      message: M.missing,
      echo: HOSTILE.script,
    },
    {
      name: "an attribute breakout as city with a bad price",
      fields: { city: HOSTILE.imgOnError, price: "abc" },
      message: M.price,
      echo: HOSTILE.imgOnError,
    },
  ];

  it.each(refusals)("$name", async ({ name, fields, message, echo }) => {
    const form = await property(fields);
    if (name === "another host's picture") form.images = otherHostKeys;
    await expectRefused("/add-property", form, message, echo);
  });

  it("eleven pictures are over the limit of ten", async () => {
    await expectRefused("/add-property", await property({ images: await uploadedKeys(host.userId, 11) }), M.imageLimit);
  });
});

describe(`add-vehicle refuses hostile input (${databaseKind})`, () => {
  const thisYear = new Date().getUTCFullYear();
  const refusals: Refusal[] = [
    { name: "no make and no model", fields: { make: "", model: "" }, message: M.missing },
    { name: "a NUL byte in the make", fields: { make: "Toy\u0000ota" }, message: M.forbidden },
    { name: "a 61-character model", fields: { model: "m".repeat(61) }, message: M.tooLong },
    { name: "a year 0", fields: { year: "0" }, message: M.year },
    { name: "a year from 1800", fields: { year: "1800" }, message: M.year },
    { name: "a year in the future", fields: { year: String(thisYear + 1) }, message: M.year },
    { name: "a year 31 years ago", fields: { year: String(thisYear - 30) }, message: M.year },
    { name: "a year with decimals", fields: { year: `${thisYear}.5` }, message: M.year },
    { name: "a year of 1e309", fields: { year: "1e309" }, message: M.year },
    { name: "0 seats", fields: { seats: "0" }, message: M.seats },
    { name: "-1 seats", fields: { seats: "-1" }, message: M.seats },
    { name: "51 seats", fields: { seats: "51" }, message: M.seats },
    { name: "'12abc' seats", fields: { seats: "12abc" }, message: M.seats },
    { name: "a vehicle type outside the list", fields: { vehicleType: "Char d'assaut" }, message: M.choice },
    { name: "the edit screen's English transmission", fields: { transmission: "manual" }, message: M.choice },
    { name: "an unknown fuel", fields: { fuelType: "Nucléaire" }, message: M.choice },
  ];
  it.each(refusals)("$name", async ({ fields, message }) =>
    expectRefused("/add-vehicle", await vehicle(fields), message),
  );
});

describe(`edit-listing refuses hostile input (${databaseKind})`, () => {
  const edit = (fields: FormFields = {}): FormFields => ({
    title: "Appartement lumineux à Cotonou",
    description: "Un logement confortable, bien situé et entièrement équipé.",
    category: "Appartement",
    price: "25000",
    address: "Rue 12.145, Haie Vive",
    city: "Cotonou",
    maxGuests: "4",
    cancellationPolicy: "moderate",
    images: editedKeys,
    ...fields,
  });
  const refusals: Refusal[] = [
    { name: "a four-character title", fields: { title: "abcd" }, message: M.titleMin },
    { name: "a title of five zero-width characters", fields: { title: HOSTILE.zeroWidth }, message: M.titleMin },
    { name: "a 19-character description", fields: { description: "d".repeat(19) }, message: M.descriptionMin },
    { name: "no price", fields: { price: "" }, message: M.price },
    { name: "a four-character address", fields: { address: "Rue " }, message: M.addressMin },
    { name: "a one-letter city", fields: { city: "C" }, message: M.cityMin },
    { name: "no picture", fields: { images: [] }, message: M.imageMin },
    { name: "a NUL byte in the title", fields: { title: `${HOSTILE.nul} et fils` }, message: M.forbidden },
    {
      name: "a script as title with a short description",
      fields: { title: HOSTILE.script, description: "court" },
      message: M.descriptionMin,
      echo: HOSTILE.script,
    },
  ];
  it.each(refusals)("$name", ({ fields, message, echo }) =>
    expectRefused(`/edit-listing/${editedId}`, edit(fields), message, echo),
  );

  it("seven pictures are over the edit screen's limit of six", async () => {
    await expectRefused(
      `/edit-listing/${editedId}`,
      edit({ images: await uploadedKeys(host.userId, 7) }),
      M.imageLimit,
    );
  });

  it.each([
    ["another host's listing", () => othersListingId],
    ["an id that is not a uuid", () => "1%27%20OR%20%271%27%3D%271"],
  ])("%s: back to /my-listings with 'Annonce non trouvée', nothing changed", async (_label, id) => {
    const answer = await withoutChanges(TABLES, () =>
      app.post(`/edit-listing/${id()}`, edit(), { cookie: host.cookie }),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/my-listings?toast=listingNotFound");
  });
});

describe(`listings keep odd but genuine text verbatim, shown escaped (${databaseKind})`, () => {
  it("a title with HTML, a SQL description and emoji are stored as typed and escaped on /my-listings", async () => {
    const fields = await property({
      title: `${HOSTILE.script} Villa 🌴`,
      description: `${HOSTILE.sql} ${HOSTILE.arabic}`,
      price: " 12 ",
      amenities: ["WiFi gratuit", HOSTILE.imgOnError],
    });
    const answer = await app.post("/add-property", fields, { cookie: host.cookie });
    expect(answer.status).toBe(302);
    const [stored] = await rows<{ title: string; description: string; price: number; amenities: string[] }>(
      "SELECT title, description, price, amenities FROM listings WHERE title = $1",
      [fields.title],
    );
    expect(stored).toEqual({
      title: fields.title,
      description: fields.description,
      price: 12,
      amenities: ["WiFi gratuit", HOSTILE.imgOnError],
    });
    const page = await app.get("/my-listings", { cookie: host.cookie });
    expect(page.status).toBe(200);
    expectEscaped(page, HOSTILE.script);
  });
});

describe(`double submission of a new listing (${databaseKind})`, () => {
  it("the same listing posted twice at once is created once; the second is told it was already sent", async () => {
    const fields = await property({ title: "Studio envoyé deux fois" });
    const answers = await Promise.all([
      app.post("/add-property", fields, { cookie: host.cookie }),
      app.post("/add-property", fields, { cookie: host.cookie }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    expectMessage(
      answers.find((answer) => answer.status === 409)!,
      M.inUse,
    );
    expect(await rowCount("listings", "title = 'Studio envoyé deux fois'")).toBe(1);
    expect(
      await rowCount("notifications", "kind = 'listing_submitted' AND message LIKE '%Studio envoyé deux fois%'"),
    ).toBe(1);
  });
});
