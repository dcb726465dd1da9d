// Hostile input on what a signed-in person posts outside the big forms: /become-host and
// the /my-bookings actions (cancel, review), through the production bundle over HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking, createListing } from "#server/seed/factories.server";
import { expectEscaped, expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const today = todayInBenin();
const M = {
  terms: "Veuillez accepter les conditions générales d'utilisation",
  notFound: "Réservation introuvable.",
  cannotCancel: "Cette réservation ne peut plus être annulée.",
  rating: "Veuillez choisir une note de 1 à 5 étoiles",
  commentTooLong: "Le commentaire ne doit pas dépasser 2000 caractères",
  cannotReview: "Vous pourrez laisser un avis une fois le séjour terminé.",
  already: "Vous avez déjà laissé un avis pour cette réservation.",
  forbidden: "Ce texte contient des caractères non autorisés",
  unexpected: "Une erreur inattendue s'est produite",
};
const BOOKING_TABLES: TableName[] = ["bookings", "listing_calendar", "reviews", "notifications", "email_outbox"];

let traveler: { userId: string; cookie: string };
let stranger: { userId: string; cookie: string };
let listingId: string;
let hostCookie: string;
let finishedId: string;
let upcomingPaidId: string;
let strangersId: string;

beforeAll(async () => {
  traveler = await signedInUser("voyageur.actions@exemple.bj", { name: "Kossi Agbo" });
  stranger = await signedInUser("inconnu.actions@exemple.bj");
  const host = await signedInUser("hote.actions@exemple.bj", { roles: ["host"] });
  hostCookie = host.cookie;
  listingId = (await createListing({ userId: host.userId })).id;
  const paid = { status: "approved" as const, paymentStatus: "completed" as const };
  finishedId = (
    await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: addDays(today, -10),
      endDate: addDays(today, -7),
      ...paid,
    })
  ).id;
  upcomingPaidId = (
    await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: addDays(today, 40),
      endDate: addDays(today, 42),
      ...paid,
    })
  ).id;
  strangersId = (
    await createBooking({
      listingId,
      userId: stranger.userId,
      startDate: addDays(today, 50),
      endDate: addDays(today, 52),
    })
  ).id;
});

async function expectRefused(
  path: string,
  fields: FormFields,
  message: string,
  cookie = traveler.cookie,
  tables = BOOKING_TABLES,
) {
  const answer = await withoutChanges(tables, () => app.post(path, fields, { cookie }));
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expectMessage(answer, message);
}

describe(`become-host refuses anything but the ticked box (${databaseKind})`, () => {
  it.each([
    ["no box", {}],
    ["'off'", { acceptTerms: "off" }],
    ["'true'", { acceptTerms: "true" }],
    ["'on' with a NUL byte", { acceptTerms: "on\u0000" }],
    ["a 100 KB value", { acceptTerms: HOSTILE.huge }],
  ])("%s", async (_label, fields: FormFields) => {
    await expectRefused("/become-host", fields, M.terms, stranger.cookie, ["user_roles", "profiles"]);
  });

  it("ticked twice at once: one host role, both answers go to the dashboard", async () => {
    const someone = await signedInUser("double.hote@exemple.bj");
    const answers = await Promise.all(
      [1, 2].map(() => app.post("/become-host", { acceptTerms: "on" }, { cookie: someone.cookie })),
    );
    expect(answers.map((answer) => answer.location)).toEqual([
      "/host-dashboard?toast=becameHost",
      "/host-dashboard?toast=becameHost",
    ]);
    expect(await rowCount("user_roles", "user_id = $1 AND role = 'host'", [someone.userId])).toBe(1);
  });
});

describe(`cancelling refuses hostile ids (${databaseKind})`, () => {
  it.each([
    ["no id", ""],
    ["a SQL string", "1' OR '1'='1"],
    ["a NUL byte", "\u0000"],
    ["a 100 KB id", HOSTILE.huge],
    ["an unknown uuid", "00000000-0000-4000-8000-000000000000"],
  ])("%s", (_label, bookingId) => expectRefused("/my-bookings", { intent: "cancel", bookingId }, M.notFound));

  it("someone else's booking is not found, and stays as it was", () =>
    expectRefused("/my-bookings", { intent: "cancel", bookingId: strangersId }, M.notFound));

  it("a finished stay cannot be cancelled", () =>
    expectRefused("/my-bookings", { intent: "cancel", bookingId: finishedId }, M.cannotCancel));

  it("an unknown intent gets a French message", () =>
    expectRefused("/my-bookings", { intent: "delete-all", bookingId: upcomingPaidId }, M.unexpected));

  it("cancelled twice at once: one cancellation, one host notification, the second is told", async () => {
    const booking = await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: addDays(today, 60),
      endDate: addDays(today, 62),
    });
    const answers = await Promise.all(
      [1, 2].map(() =>
        app.post("/my-bookings", { intent: "cancel", bookingId: booking.id }, { cookie: traveler.cookie }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expectMessage(
      answers.find((answer) => answer.status === 409)!,
      M.cannotCancel,
    );
    expect(await rowCount("bookings", "id = $1 AND status = 'cancelled'", [booking.id])).toBe(1);
    expect(await rowCount("listing_calendar", "booking_id = $1", [booking.id])).toBe(0);
  });
});

describe(`reviewing refuses hostile input (${databaseKind})`, () => {
  const review = (fields: FormFields) => ({
    intent: "review",
    bookingId: finishedId,
    rating: "5",
    comment: "Très bon séjour.",
    ...fields,
  });
  it.each([
    ["no rating", { rating: "" }, M.rating],
    ["a rating of 0", { rating: "0" }, M.rating],
    ["a rating of 6", { rating: "6" }, M.rating],
    ["a rating of -1", { rating: "-1" }, M.rating],
    ["a rating of 4.5", { rating: "4.5" }, M.rating],
    ["a rating of 1e309", { rating: "1e309" }, M.rating],
    ["a rating of '4abc'", { rating: "4abc" }, M.rating],
    ["a 2001-character comment", { comment: "c".repeat(2001) }, M.commentTooLong],
    ["a 100 KB comment", { comment: HOSTILE.huge }, M.commentTooLong],
    ["a NUL byte in the comment", { comment: "Super\u0000" }, M.forbidden],
    ["a right-to-left override in the comment", { comment: "\u202eséjour horrible" }, M.forbidden],
    ["a stay that has not ended yet", { bookingId: "UPCOMING" }, M.cannotReview],
    ["someone else's booking", { bookingId: "STRANGER" }, M.notFound],
    ["a SQL string as booking", { bookingId: HOSTILE.sql }, M.notFound],
  ])("%s", async (_label, fields: FormFields, message) => {
    const ids: Record<string, string> = { UPCOMING: upcomingPaidId, STRANGER: strangersId };
    const bookingId = typeof fields.bookingId === "string" ? (ids[fields.bookingId] ?? fields.bookingId) : finishedId;
    await expectRefused("/my-bookings", review({ ...fields, bookingId }), message);
  });

  it("posted twice at once: one review; the host's dashboard shows its HTML as text", async () => {
    const fields = review({ comment: `${HOSTILE.script} 🌴 ${HOSTILE.sql}` });
    const answers = await Promise.all([1, 2].map(() => app.post("/my-bookings", fields, { cookie: traveler.cookie })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expectMessage(
      answers.find((answer) => answer.status === 400)!,
      M.already,
    );
    expect(await rowCount("reviews", "booking_id = $1", [finishedId])).toBe(1);
    const dashboard = await app.get("/host-dashboard", { cookie: hostCookie });
    expectEscaped(dashboard, HOSTILE.script);
  });
});

describe(`unknown people (${databaseKind})`, () => {
  it("a visitor without an account is refused the booking actions, in French", async () => {
    const answer = await withoutChanges(BOOKING_TABLES, () =>
      app.post("/my-bookings", { intent: "cancel", bookingId: strangersId }),
    );
    expect(answer.status).toBe(401);
    expectMessage(answer, "Veuillez vous connecter pour effectuer cette action.");
  });
});
