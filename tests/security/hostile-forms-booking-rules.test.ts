// Hostile input on the listings' booking rules and on requests to book
// (docs/decisions/026), through the production bundle over HTTP: absurd numbers, hostile
// strings and forged values in the listing form's rules; a booking that breaks a listing's
// rules; answers to a request that are not answers, not the host's or too late. A refusal
// answers 4xx with its French message and changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { REQUEST_ANSWER_HOURS } from "#common/lifecycles/booking";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { uploadedKeys } from "#tests/security/hostile-support/media";
import { rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const LISTING_TABLES: TableName[] = ["listings", "notifications", "listing_decisions", "media_files"];
const BOOKING_TABLES: TableName[] = ["bookings", "listing_calendar", "notifications", "email_outbox"];
const M = {
  mode: "Veuillez choisir un mode de réservation",
  minStay: "La durée minimale doit être un nombre entier entre 1 et 90",
  maxStay: "La durée maximale doit être un nombre entier entre 1 et 90, ou rester vide",
  maxBelowMin: "La durée maximale ne peut pas être inférieure à la durée minimale",
  notice: "Le préavis doit être un nombre entier de jours entre 0 et 30",
  discount: "La réduction doit être un pourcentage entier entre 0 et 90",
  monthlyBelowWeekly: "La réduction au mois ne peut pas être inférieure à la réduction à la semaine",
  stayMin: "Cette annonce se réserve pour 3 nuits au minimum",
  stayMax: "Cette annonce se réserve pour 5 nuits au maximum",
  noticeBooking: "L'hôte demande un préavis : l'arrivée doit être au moins 4 jours après aujourd'hui",
  notFound: "Demande introuvable.",
  notOpen: "Cette demande n'attend plus de réponse : elle a déjà été traitée, retirée ou a expiré.",
  unknownAnswer: "Réponse inconnue : choisissez d'accepter ou de refuser la demande.",
  awaitingHost: "Cette demande attend la réponse de l'hôte : vous pourrez la payer dès qu'il l'aura acceptée.",
};

const today = todayInBenin(clockNow());
let host: { userId: string; cookie: string };
let otherHost: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };
let editedId: string;
let editedKeys: string[];
let rulesListingId: string;
let requestListingId: string;

beforeAll(async () => {
  host = await signedInUser("hote.regles@exemple.bj", { roles: ["host"] });
  otherHost = await signedInUser("autre.hote.regles@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.regles@exemple.bj");
  await signedInUser("admin.regles@exemple.bj", { roles: ["admin"] });
  editedKeys = await uploadedKeys(host.userId, 2);
  editedId = (await createListing({ userId: host.userId, images: editedKeys, status: "approved" })).id;
  const owner = await createUser({ roles: ["host"] });
  rulesListingId = (await createListing({ userId: owner.id, minStay: 3, maxStay: 5, advanceNoticeDays: 4 })).id;
  requestListingId = (await createListing({ userId: host.userId, bookingMode: "request" })).id;
});

function property(fields: FormFields = {}): FormFields {
  return {
    title: "Appartement lumineux à Cotonou",
    description: "Un logement confortable, bien situé et entièrement équipé pour votre séjour.",
    category: "Appartement",
    price: "25000",
    address: "Rue 12.145, Haie Vive",
    city: "Cotonou",
    maxGuests: "4",
    cancellationPolicy: "moderate",
    images: editedKeys,
    bookingMode: "instant",
    minStay: "1",
    maxStay: "",
    advanceNoticeDays: "0",
    weeklyDiscountPercent: "0",
    monthlyDiscountPercent: "0",
    ...fields,
  };
}

describe(`the listing form refuses hostile booking rules (${databaseKind})`, () => {
  const refusals: { name: string; fields: FormFields; message: string }[] = [
    { name: "an unknown booking mode", fields: { bookingMode: "auction" }, message: M.mode },
    { name: "a script as booking mode", fields: { bookingMode: HOSTILE.script }, message: M.mode },
    { name: "SQL as booking mode", fields: { bookingMode: HOSTILE.sql }, message: M.mode },
    { name: "a zero minimum stay", fields: { minStay: "0" }, message: M.minStay },
    { name: "a negative minimum stay", fields: { minStay: "-3" }, message: M.minStay },
    { name: "a fractional minimum stay", fields: { minStay: "2.5" }, message: M.minStay },
    { name: "a huge minimum stay", fields: { minStay: "99999999999999999999" }, message: M.minStay },
    { name: "a NUL byte in the minimum stay", fields: { minStay: "2\u0000" }, message: M.minStay },
    { name: "a maximum stay over 90", fields: { maxStay: "91" }, message: M.maxStay },
    { name: "a maximum stay in words", fields: { maxStay: "deux semaines" }, message: M.maxStay },
    { name: "a maximum under the minimum", fields: { minStay: "7", maxStay: "2" }, message: M.maxBelowMin },
    { name: "a notice of a year", fields: { advanceNoticeDays: "365" }, message: M.notice },
    { name: "a negative notice", fields: { advanceNoticeDays: "-1" }, message: M.notice },
    { name: "a 100 % weekly discount", fields: { weeklyDiscountPercent: "100" }, message: M.discount },
    { name: "a negative monthly discount", fields: { monthlyDiscountPercent: "-10" }, message: M.discount },
    { name: "a discount with a percent sign", fields: { weeklyDiscountPercent: "10%" }, message: M.discount },
    { name: "a 100 KB discount", fields: { weeklyDiscountPercent: HOSTILE.huge }, message: M.discount },
    {
      name: "a monthly discount under the weekly one",
      fields: { weeklyDiscountPercent: "20", monthlyDiscountPercent: "10" },
      message: M.monthlyBelowWeekly,
    },
  ];

  it.each(refusals)("refuses $name on /edit-listing, changing nothing", async ({ fields, message }) => {
    const answer = await withoutChanges(LISTING_TABLES, () =>
      app.post(`/edit-listing/${editedId}`, property(fields), { cookie: host.cookie }),
    );
    expect(answer.status).toBe(400);
    expectMessage(answer, message);
  });

  it("refuses bad rules on /add-property too, creating nothing", async () => {
    const keys = await uploadedKeys(host.userId, 1);
    const answer = await withoutChanges(LISTING_TABLES, () =>
      app.post("/add-property", property({ images: keys, minStay: "0", monthlyDiscountPercent: "95" }), {
        cookie: host.cookie,
      }),
    );
    expect(answer.status).toBe(400);
    expectMessage(answer, M.minStay);
    expectMessage(answer, M.discount);
  });

  it("keeps the first of repeated fields, bounded, and stores only whole numbers", async () => {
    const answer = await app.post(
      `/edit-listing/${editedId}`,
      { ...property(), minStay: ["2", "80"], weeklyDiscountPercent: ["5", "90"] },
      { cookie: host.cookie },
    );
    expect(answer.status).toBeLessThan(400);
    const [row] = await rows<{ min_stay: number; weekly_discount_percent: number; status: string }>(
      "SELECT min_stay, weekly_discount_percent, status FROM listings WHERE id = $1",
      [editedId],
    );
    expect(row).toEqual({ min_stay: 2, weekly_discount_percent: 5, status: "approved" });
  });
});

describe(`booking against a listing's rules (${databaseKind})`, () => {
  const book = (checkIn: string, checkOut: string, extra: FormFields = {}) =>
    withoutChanges(BOOKING_TABLES, () =>
      app.post(
        `/property/${rulesListingId}`,
        {
          checkIn,
          checkOut,
          guests: "1",
          travelerFirstName: "Afi",
          travelerLastName: "Houngbo",
          travelerEmail: "afi@exemple.bj",
          travelerPhone: "",
          ...extra,
        },
        { cookie: traveler.cookie },
      ),
    );

  it("refuses a stay under the minimum, over the maximum, or inside the notice, holding nothing", async () => {
    const short = await book(addDays(today, 10), addDays(today, 12));
    expect(short.status).toBe(400);
    expectMessage(short, M.stayMin);
    const long = await book(addDays(today, 10), addDays(today, 16));
    expect(long.status).toBe(400);
    expectMessage(long, M.stayMax);
    const soon = await book(addDays(today, 1), addDays(today, 4));
    expect(soon.status).toBe(400);
    expectMessage(soon, M.noticeBooking);
  });

  it("ignores forged rules and prices sent with the form", async () => {
    const forged = await book(addDays(today, 10), addDays(today, 11), {
      minStay: "1",
      advanceNoticeDays: "0",
      bookingMode: "instant",
      weeklyDiscountPercent: "90",
      totalPrice: "1",
    });
    expect(forged.status).toBe(400);
    expectMessage(forged, M.stayMin);
  });
});

describe(`answering a request to book (${databaseKind})`, () => {
  let cell = 0;
  async function request(hoursLeft = REQUEST_ANSWER_HOURS, status: "requested" | "pending" = "requested") {
    cell += 1;
    const now = clockNow();
    const startDate = addDays(today, 30 + cell * 3);
    const row = await createBooking({
      listingId: requestListingId,
      userId: traveler.userId,
      startDate,
      endDate: addDays(startDate, 2),
      status,
      requestedAt: now,
      holdExpiresAt: new Date(now.getTime() + hoursLeft * 3_600_000),
    });
    return row.id;
  }
  const answer = (fields: FormFields, cookie = host.cookie) =>
    withoutChanges(BOOKING_TABLES, () =>
      app.post("/reservations", { intent: "answer-request", ...fields }, { cookie }),
    );

  it("refuses an answer that is neither accept nor decline", async () => {
    const bookingId = await request();
    for (const value of ["", "maybe", HOSTILE.script, HOSTILE.sql, HOSTILE.huge, "ACCEPT"]) {
      const refused = await answer({ bookingId, answer: value });
      expect(refused.status).toBe(400);
      expectMessage(refused, M.unknownAnswer);
    }
  });

  it("refuses a booking id that is not one, or someone else's, as not found", async () => {
    const bookingId = await request();
    for (const id of ["", "x", HOSTILE.sql, "00000000-0000-4000-8000-000000000000", `${bookingId}'--`]) {
      const refused = await answer({ bookingId: id, answer: "accept" });
      expect(refused.status).toBe(404);
      expectMessage(refused, M.notFound);
    }
    const intruder = await answer({ bookingId, answer: "accept" }, otherHost.cookie);
    expect(intruder.status).toBe(404);
    expectMessage(intruder, M.notFound);
  });

  it("refuses to pay a request before its host accepted it, starting no payment", async () => {
    const bookingId = await request();
    const paying = await withoutChanges([...BOOKING_TABLES, "payment_transactions"], () =>
      app.post(`/payment?booking_id=${bookingId}`, { method: "mtn", phone: "0197000000" }, { cookie: traveler.cookie }),
    );
    expect(paying.status).toBe(409);
    expectMessage(paying, M.awaitingHost);
    const page = await app.get(`/payment?booking_id=${bookingId}`, { cookie: traveler.cookie });
    expect(page.status).toBe(200);
    expectMessage(page, M.awaitingHost);
  });

  it("refuses a request already answered, or past its 24 h even before the job passed", async () => {
    const answered = await request(12, "pending");
    const again = await answer({ bookingId: answered, answer: "decline" });
    expect(again.status).toBe(409);
    expectMessage(again, M.notOpen);
    const late = await request(-0.5);
    const tooLate = await answer({ bookingId: late, answer: "accept" });
    expect(tooLate.status).toBe(409);
    expectMessage(tooLate, M.notOpen);
  });
});
