// Hostile input on the forms of issue 15's reviews part, through the production bundle over
// HTTP: the host's public answer to a review (/reservations) and a listing's private access
// instructions (/edit-listing/:id). Every refusal is in French and stores nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { reviews } from "#server/db/schema";
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
  empty: "Écrivez votre réponse avant de la publier.",
  tooLong: "La réponse ne doit pas dépasser 1000 caractères.",
  html: "La réponse ne peut pas contenir de balises HTML (< et >).",
  forbidden: "La réponse contient des caractères invisibles ou de contrôle : retirez-les.",
  notFound: "Avis introuvable.",
  already: "Vous avez déjà répondu à cet avis : une réponse ne peut pas être modifiée.",
  instructionsTooLong: "Les instructions ne doivent pas dépasser 2000 caractères.",
  instructionsForbidden: "Les instructions contiennent des caractères invisibles ou de contrôle : retirez-les.",
};
const REVIEW_TABLES: TableName[] = ["reviews", "review_answers", "notifications", "email_outbox"];
const LISTING_TABLES: TableName[] = ["listings", "listing_decisions", "listing_access_instructions", "notifications"];

let host: { userId: string; cookie: string };
let otherHost: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };
let listingId: string;
let othersListingId: string;
let reviewId: string;
let othersReviewId: string;
let stays = 0;

async function reviewOn(listing: string) {
  stays += 1;
  const endDate = addDays(today, -stays * 3);
  const booking = await createBooking({
    listingId: listing,
    userId: traveler.userId,
    startDate: addDays(endDate, -2),
    endDate,
    status: "approved",
    paymentStatus: "completed",
  });
  const [row] = await getDb()
    .insert(reviews)
    .values({
      bookingId: booking.id,
      listingId: listing,
      userId: traveler.userId,
      authorName: "Kossi A.",
      rating: 5,
      comment: "Parfait",
    })
    .returning({ id: reviews.id });
  return row!.id;
}

beforeAll(async () => {
  host = await signedInUser("hote.avis@exemple.bj", { roles: ["host"] });
  otherHost = await signedInUser("autre.hote.avis@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.avis@exemple.bj", { name: "Kossi Agbo" });
  listingId = (await createListing({ userId: host.userId, status: "approved" })).id;
  othersListingId = (await createListing({ userId: otherHost.userId, status: "approved" })).id;
  reviewId = await reviewOn(listingId);
  othersReviewId = await reviewOn(othersListingId);
});

async function expectRefused(
  path: string,
  fields: FormFields,
  message: string,
  tables: TableName[],
  cookie = host.cookie,
) {
  const answer = await withoutChanges(tables, () => app.post(path, fields, { cookie }));
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expectMessage(answer, message);
}

describe(`answering a review refuses hostile input (${databaseKind})`, () => {
  const answer = (fields: FormFields) => ({ intent: "answer-review", reviewId, answer: "Merci !", ...fields });
  it.each([
    ["an empty answer", { answer: "" }, M.empty],
    ["spaces only", { answer: "   \n  " }, M.empty],
    ["zero-width characters only", { answer: HOSTILE.zeroWidth }, M.empty],
    ["a 1001-character answer", { answer: "a".repeat(1001) }, M.tooLong],
    ["a 100 KB answer", { answer: HOSTILE.huge }, M.tooLong],
    ["a script tag", { answer: HOSTILE.script }, M.html],
    ["an img onerror", { answer: HOSTILE.imgOnError }, M.html],
    ["a NUL byte", { answer: HOSTILE.nul }, M.forbidden],
    ["a right-to-left override", { answer: HOSTILE.rtl }, M.forbidden],
    ["someone else's review", { reviewId: "OTHERS" }, M.notFound],
    ["a SQL string as review id", { reviewId: HOSTILE.sql }, M.notFound],
    ["a NUL byte as review id", { reviewId: "\u0000" }, M.notFound],
    ["no review id", { reviewId: "" }, M.notFound],
  ])("%s", async (_label, fields: FormFields, message) => {
    const target = fields.reviewId === "OTHERS" ? othersReviewId : (fields.reviewId ?? reviewId);
    await expectRefused("/reservations", answer({ ...fields, reviewId: target }), message, REVIEW_TABLES);
  });

  it("a traveler cannot answer their own review, and is told in French", async () => {
    const refused = await withoutChanges(REVIEW_TABLES, () =>
      app.post("/reservations", answer({}), { cookie: traveler.cookie }),
    );
    expect(refused.status).toBe(403);
    expectMessage(refused, "Vous n'avez pas les droits nécessaires pour effectuer cette action.");
  });

  it("posted twice at once: one answer; the other is told it cannot be changed; shown as text", async () => {
    const target = await reviewOn(listingId);
    const fields = answer({ reviewId: target, answer: `Merci 🌴 ${HOSTILE.sql} & à bientôt « ami »` });
    const answers = await Promise.all([1, 2].map(() => app.post("/reservations", fields, { cookie: host.cookie })));
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    expectMessage(
      answers.find((each) => each.status === 409)!,
      M.already,
    );
    expect(await rowCount("review_answers", "review_id = $1", [target])).toBe(1);
    const page = await app.get(`/property/${listingId}`, { cookie: traveler.cookie });
    expect(page.text).toContain("Merci 🌴 '; DROP TABLE listings; -- & à bientôt « ami »");
    expect(await rowCount("listings")).toBeGreaterThan(0);
  });
});

describe(`access instructions refuse hostile input (${databaseKind})`, () => {
  const save = (body: string) => ({ intent: "access-instructions", accessInstructions: body });
  it.each([
    ["2001 characters", "x".repeat(2001), M.instructionsTooLong],
    ["100 KB", HOSTILE.huge, M.instructionsTooLong],
    ["a NUL byte", "Code\u00001234", M.instructionsForbidden],
    ["a right-to-left override", HOSTILE.rtl, M.instructionsForbidden],
  ])("%s", (_label, body, message) => expectRefused(`/edit-listing/${listingId}`, save(body), message, LISTING_TABLES));

  it("someone else's listing: sent back to their own listings, nothing stored", async () => {
    const answer = await withoutChanges(LISTING_TABLES, () =>
      app.post(`/edit-listing/${othersListingId}`, save("Code 1"), { cookie: host.cookie }),
    );
    expect(answer.location).toBe("/my-listings?toast=listingNotFound");
  });

  it("markup is kept as text, shown escaped to the host, and the listing stays approved", async () => {
    const saved = await app.post(`/edit-listing/${listingId}`, save(HOSTILE.script), { cookie: host.cookie });
    expect(saved.status).toBe(200);
    expect(await rowCount("listings", "id = $1 AND status = 'approved' AND version = 1", [listingId])).toBe(1);
    expectEscaped(await app.get(`/edit-listing/${listingId}`, { cookie: host.cookie }), HOSTILE.script);
  });
});
