// Hostile input on the booking form of /property/{id}, through the production bundle over
// HTTP: dates at the edges, absurd numbers, hostile strings, forged fields and the double
// click. A refused booking answers 4xx with the spec's French message and holds nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createListing, createUser } from "#server/seed/factories.server";
import {
  expectMessage,
  expectNoServerError,
  HOSTILE,
  withoutChanges,
} from "#tests/security/hostile-support/expectations";
import { decodeEntities, startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const TABLES: TableName[] = ["bookings", "listing_calendar", "payment_transactions", "notifications", "email_outbox"];
const M = {
  checkIn: "Veuillez sélectionner une date d'arrivée",
  checkOut: "Veuillez sélectionner une date de départ",
  guestsMin: "Au moins 1 voyageur est requis",
  guestsMax: "Maximum 10 voyageurs",
  capacity: "Cette annonce accueille au maximum 4 voyageurs",
  firstName: "Le prénom est requis",
  lastName: "Le nom est requis",
  email: "Email invalide",
  checkOutAfter: "La date de départ doit être après la date d'arrivée",
  past: "La date d'arrivée ne peut pas être dans le passé",
  tooFar: "Les réservations sont ouvertes jusqu'à un an à l'avance",
  tooLong: "La durée maximale d'une réservation est de 90 nuits ou jours",
  phone: "Numéro de téléphone invalide (ex. +229 01 97 00 00 00)",
  tooLongText: "Ce texte est trop long",
  forbidden: "Ce texte contient des caractères non autorisés",
  unavailable: "Cette annonce n'est pas disponible à la réservation.",
  own: "Vous ne pouvez pas réserver votre propre annonce.",
  taken: "Ces dates ne sont plus disponibles pour cette annonce. Veuillez choisir d'autres dates.",
};

const today = todayInBenin();
let traveler: { userId: string; cookie: string };
let host: { userId: string; cookie: string };
let listingId: string;
let pendingId: string;
let ownId: string;
// Every accepted booking takes new nights so that cases never collide with each other.
let nextFree = 20;

beforeAll(async () => {
  traveler = await signedInUser("voyageur.reservation@exemple.bj");
  host = await signedInUser("hote.reservation@exemple.bj", { roles: ["host"] });
  const otherHost = await createUser({ roles: ["host"] });
  listingId = (await createListing({ userId: otherHost.id, maxGuests: 4, price: 20_000 })).id;
  pendingId = (await createListing({ userId: otherHost.id, status: "pending" })).id;
  ownId = (await createListing({ userId: host.userId })).id;
});

function form(fields: FormFields = {}): FormFields {
  return {
    checkIn: addDays(today, 10),
    checkOut: addDays(today, 12),
    guests: "2",
    travelerFirstName: "Afi",
    travelerLastName: "Houngbo",
    travelerEmail: "afi@exemple.bj",
    travelerPhone: "+229 01 97 00 00 00",
    ...fields,
  };
}

type Refusal = { name: string; fields: FormFields; message: string };

async function expectRefused(path: string, fields: FormFields, message: string, cookie = traveler.cookie) {
  const answer = await withoutChanges(TABLES, () => app.post(path, fields, { cookie }));
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expectMessage(answer, message);
}

describe(`booking dates at the edges (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "an empty arrival", fields: { checkIn: "" }, message: M.checkIn },
    { name: "an empty departure", fields: { checkOut: "" }, message: M.checkOut },
    {
      name: "29 February of a common year (2027-02-29)",
      fields: { checkIn: "2027-02-29", checkOut: "2027-03-02" },
      message: M.checkIn,
    },
    { name: "year 0 (0000-01-01)", fields: { checkIn: "0000-01-01" }, message: M.checkIn },
    { name: "the last day of year 9999", fields: { checkOut: "9999-12-31" }, message: M.checkOut },
    { name: "month 13 (2026-13-01)", fields: { checkIn: "2026-13-01" }, message: M.checkIn },
    { name: "31 April", fields: { checkIn: "2027-04-31" }, message: M.checkIn },
    {
      name: "a date and time in another zone",
      fields: { checkIn: `${addDays(today, 10)}T23:30:00-05:00` },
      message: M.checkIn,
    },
    { name: "an ISO instant in UTC", fields: { checkOut: `${addDays(today, 12)}T00:00:00.000Z` }, message: M.checkOut },
    { name: "a French-style date", fields: { checkIn: "10/01/2027" }, message: M.checkIn },
    { name: "a SQL string as date", fields: { checkIn: "2027-01-01'; DROP TABLE bookings; --" }, message: M.checkIn },
    { name: "yesterday", fields: { checkIn: addDays(today, -1) }, message: M.past },
    { name: "a departure on the arrival day", fields: { checkOut: addDays(today, 10) }, message: M.checkOutAfter },
    {
      name: "a departure before the arrival",
      fields: { checkIn: addDays(today, 12), checkOut: addDays(today, 10) },
      message: M.checkOutAfter,
    },
    {
      name: "an arrival beyond the one-year window",
      fields: { checkIn: addDays(today, 366), checkOut: addDays(today, 368) },
      message: M.tooFar,
    },
    { name: "a stay of 91 nights", fields: { checkOut: addDays(today, 101) }, message: M.tooLong },
  ];
  it.each(refusals)("$name", ({ fields, message }) => expectRefused(`/property/${listingId}`, form(fields), message));

  it("29 February of a leap year (2028-02-29) is a real date: booked, or refused only for being too far ahead", async () => {
    const fields = form({ checkIn: "2028-02-29", checkOut: "2028-03-01" });
    if ("2028-02-29" > addDays(today, 365)) {
      await expectRefused(`/property/${listingId}`, fields, M.tooFar);
    } else {
      const answer = await app.post(`/property/${listingId}`, fields, { cookie: traveler.cookie });
      expect(answer.status).toBe(200);
      expect(await rowCount("bookings", "start_date = '2028-02-29'")).toBe(1);
    }
  });
});

describe(`booking numbers (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "-1 guests", fields: { guests: "-1" }, message: M.guestsMin },
    { name: "0 guests", fields: { guests: "0" }, message: M.guestsMin },
    { name: "1e309 guests", fields: { guests: "1e309" }, message: M.guestsMin },
    { name: "2^53 + 1 guests", fields: { guests: "9007199254740993" }, message: M.guestsMin },
    { name: "'12abc' guests", fields: { guests: "12abc" }, message: M.guestsMin },
    { name: "' 12 ' guests", fields: { guests: " 12 " }, message: M.guestsMax },
    { name: "2.5 guests", fields: { guests: "2.5" }, message: M.guestsMin },
    { name: "11 guests", fields: { guests: "11" }, message: M.guestsMax },
    { name: "more guests than the listing takes", fields: { guests: "5" }, message: M.capacity },
    { name: "no guests field", fields: { guests: "" }, message: M.guestsMin },
  ];
  it.each(refusals)("$name", ({ fields, message }) => expectRefused(`/property/${listingId}`, form(fields), message));
});

describe(`booking traveler details (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "an empty first name", fields: { travelerFirstName: "" }, message: M.firstName },
    { name: "an empty last name", fields: { travelerLastName: "   " }, message: M.lastName },
    {
      name: "a first name of zero-width characters",
      fields: { travelerFirstName: HOSTILE.zeroWidth },
      message: M.firstName,
    },
    { name: "a NUL byte in the first name", fields: { travelerFirstName: HOSTILE.nul }, message: M.forbidden },
    {
      name: "a right-to-left override in the last name",
      fields: { travelerLastName: HOSTILE.rtl },
      message: M.forbidden,
    },
    { name: "a 101-character first name", fields: { travelerFirstName: "a".repeat(101) }, message: M.tooLongText },
    { name: "a 100 KB last name", fields: { travelerLastName: HOSTILE.huge }, message: M.tooLongText },
    { name: "an invalid e-mail", fields: { travelerEmail: "afi@" }, message: M.email },
    { name: "a NUL byte in the e-mail", fields: { travelerEmail: "afi\u0000@exemple.bj" }, message: M.email },
    { name: "a phone number of letters", fields: { travelerPhone: "appelez-moi" }, message: M.phone },
    { name: "a NUL byte in the phone number", fields: { travelerPhone: "+229\u000001970000" }, message: M.phone },
  ];
  it.each(refusals)("$name", ({ fields, message }) => expectRefused(`/property/${listingId}`, form(fields), message));
});

describe(`booking the wrong listing (${databaseKind})`, () => {
  it.each([
    ["a listing waiting for approval", () => `/property/${pendingId}`, M.unavailable],
    ["an unknown id", () => "/property/00000000-0000-4000-8000-000000000000", M.unavailable],
    ["an id that is SQL", () => `/property/${encodeURIComponent("1' OR '1'='1")}`, M.unavailable],
  ])("%s", (_label, path, message) => expectRefused(path(), form(), message));

  it("the host's own listing", () => expectRefused(`/property/${ownId}`, form(), M.own, host.cookie));

  it("an anonymous visitor is asked to sign in, and nothing is held", async () => {
    const answer = await withoutChanges(TABLES, () => app.post(`/property/${listingId}`, form()));
    expect(answer.status).toBe(401);
    expectMessage(answer, "Veuillez vous connecter pour effectuer cette action.");
  });

  it("a body that is not a form gets the form's French messages, never a 500", async () => {
    const answer = await withoutChanges(TABLES, () =>
      app.send(`/property/${listingId}`, {
        method: "POST",
        cookie: traveler.cookie,
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(answer.status).toBe(400);
    expectMessage(answer, M.checkIn);
    expectNoServerError(answer);
  });
});

describe(`what the server decides is not the browser's to say (${databaseKind})`, () => {
  it("a forged total, status, payment status and owner are ignored; odd names are kept verbatim", async () => {
    nextFree += 5;
    const fields = form({
      checkIn: addDays(today, nextFree),
      checkOut: addDays(today, nextFree + 2),
      travelerFirstName: `${HOSTILE.script} 🌴`,
      travelerLastName: HOSTILE.arabic,
      totalPrice: "1",
      status: "approved",
      paymentStatus: "completed",
      userId: host.userId,
    });
    const answer = await app.post(`/property/${listingId}`, fields, { cookie: traveler.cookie });
    expect(answer.status).toBe(200);
    const [booking] = await rows<{
      total_price: number;
      status: string;
      payment_status: string;
      user_id: string;
      traveler_info: { firstName: string; lastName: string };
    }>("SELECT total_price, status, payment_status, user_id, traveler_info FROM bookings WHERE start_date = $1", [
      fields.checkIn,
    ]);
    // 2 nights × 20 000 + 10 % fee.
    expect(booking).toMatchObject({
      total_price: 44_000,
      status: "pending",
      payment_status: "pending",
      user_id: traveler.userId,
    });
    expect(booking!.traveler_info).toMatchObject({ firstName: fields.travelerFirstName, lastName: HOSTILE.arabic });
    expect(answer.body).not.toContain(HOSTILE.script);
  });
});

describe(`double submission of the booking form (${databaseKind})`, () => {
  it("the same booking posted twice at once holds the dates once; the second is told they are taken", async () => {
    // A traveler of its own: this file's first one already holds its unpaid bookings (ADR 024).
    const traveler = await signedInUser("voyageur.concurrent@exemple.bj");
    nextFree += 5;
    const fields = form({ checkIn: addDays(today, nextFree), checkOut: addDays(today, nextFree + 3) });
    const answers = await Promise.all([
      app.post(`/property/${listingId}`, fields, { cookie: traveler.cookie }),
      app.post(`/property/${listingId}`, fields, { cookie: traveler.cookie }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expectMessage(
      answers.find((answer) => answer.status === 409)!,
      M.taken,
    );
    expect(await rowCount("bookings", "start_date = $1", [fields.checkIn])).toBe(1);
    expect(await rowCount("listing_calendar", "lower(during) = $1::date", [fields.checkIn])).toBe(1);
  });
});

describe(`the traveler's e-mail on the host's /reservations (${databaseKind})`, () => {
  it("an address carrying mailto parameters (?cc=, &subject=) stays one address in the link", async () => {
    const traveler = await signedInUser("voyageur.mailto@exemple.bj");
    nextFree += 5;
    const email = "afi@exemple.bj?cc=espion%40pirate.bj&subject=urgent";
    const fields = form({
      checkIn: addDays(today, nextFree),
      checkOut: addDays(today, nextFree + 1),
      travelerEmail: email,
    });
    const booked = await app.post(`/property/${ownId}`, fields, { cookie: traveler.cookie });
    expect(booked.status).toBe(200);
    // Paid: the host now sees the traveler's contact details.
    await rows("UPDATE bookings SET status = 'approved', payment_status = 'completed' WHERE start_date = $1", [
      fields.checkIn,
    ]);
    const page = await app.get("/reservations", { cookie: host.cookie });
    expect(page.status).toBe(200);
    const hrefs = [...page.body.matchAll(/href="(mailto:[^"]*)"/g)].map((match) => decodeEntities(match[1]!));
    expect(hrefs).toContain(`mailto:${encodeURIComponent(email).replace("%40", "@")}`);
    expect(hrefs.some((href) => href.includes("?"))).toBe(false);
  });
});
