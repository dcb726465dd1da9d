// Public reviews: the 14-day window (Benin time, the clock set), the host's single answer,
// the listing page's pages of ten, and what an account's deletion leaves of a review.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { reviewAnswers, reviews } from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { inWords } from "#tests/support/in-words";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { answerReview } from "./answer-review.server";
import { listListingReviews, reviewPageOf } from "./listing-reviews.server";
import { eraseReviewsPersonalData, exportReviewsPersonalData } from "./personal-data.server";
import { submitReview } from "./submit-review.server";

const handle = await useTestDatabase();
let hostId: string;
let otherHostId: string;
let travelerId: string;
let listingId: string;

beforeAll(async () => {
  hostId = (await createUser({ roles: ["host"], fullName: "Koffi Mensah" })).id;
  otherHostId = (await createUser({ roles: ["host"] })).id;
  travelerId = (await createUser({ fullName: "Aïcha Bello" })).id;
  listingId = (await createListing({ userId: hostId, title: "Villa Océane" })).id;
});
afterEach(() => setClock(null));

/** A paid, confirmed stay of the traveler ending on `endDate` (each on its own dates). */
async function finishedStay(endDate: string, userId = travelerId, listing = listingId) {
  const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return createBooking({
    listingId: listing,
    userId,
    startDate: start,
    endDate,
    status: "approved",
    paymentStatus: "completed",
    paidAt: new Date(`${start}T08:00:00Z`),
  });
}

async function reviewOf(bookingId: string) {
  const [row] = await handle.query<{ id: string }>("SELECT id FROM reviews WHERE booking_id = $1", [bookingId]);
  return row!.id;
}

describe(`reviews (${databaseKind})`, () => {
  it("may be written until 14 days after the stay ends, Benin time, then refused in French", async () => {
    const lastDay = await finishedStay("2027-03-10");
    // 24 March 23:59 in Cotonou (22:59 UTC): the last day of the window.
    setClock("2027-03-24T22:59:00Z");
    expect(await submitReview({ bookingId: lastDay.id, userId: travelerId, rating: "5", comment: "Parfait" })).toEqual({
      ok: true,
    });
    const late = await finishedStay("2027-04-10");
    // 25 April 00:00 in Cotonou: 15 days after the end.
    setClock("2027-04-24T23:00:00Z");
    const refused = await submitReview({ bookingId: late.id, userId: travelerId, rating: "4", comment: "Bien" });
    expect(inWords("review", refused)).toMatchObject({
      ok: false,
      reason: "window_closed",
      message:
        "Le délai pour laisser un avis est dépassé : un avis peut être écrit jusqu'à 14 jours après la fin du séjour.",
    });
    expect(await handle.query("SELECT id FROM reviews WHERE booking_id = $1", [late.id])).toEqual([]);
  });

  it("is still refused before the stay ends", async () => {
    const booking = await finishedStay("2027-06-10");
    setClock("2027-06-08T12:00:00Z");
    expect(await submitReview({ bookingId: booking.id, userId: travelerId, rating: "5", comment: "" })).toMatchObject({
      ok: false,
      reason: "cannot_review",
    });
  });

  it("gets one public answer from the listing's host only, never changed", async () => {
    const booking = await finishedStay("2027-07-10");
    setClock("2027-07-11T10:00:00Z");
    await submitReview({ bookingId: booking.id, userId: travelerId, rating: "4", comment: "Très propre" });
    const reviewId = await reviewOf(booking.id);
    // Another host, or the traveler: no such review for them.
    expect(await answerReview({ reviewId, hostId: otherHostId, body: "Merci" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await answerReview({ reviewId, hostId: travelerId, body: "Merci" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await answerReview({ reviewId, hostId, body: "  Merci Aïcha, à bientôt !  " })).toEqual({
      ok: true,
      listingId,
    });
    const again = await answerReview({ reviewId, hostId, body: "Autre chose" });
    expect(inWords("reviewAnswer", again)).toMatchObject({
      ok: false,
      reason: "already_answered",
      message: "Vous avez déjà répondu à cet avis : une réponse ne peut pas être modifiée.",
    });
    const stored = await getDb().select().from(reviewAnswers);
    expect(stored.filter((row) => row.reviewId === reviewId).map((row) => row.body)).toEqual([
      "Merci Aïcha, à bientôt !",
    ]);
  });

  it("two answers posted at once: one is kept, the other refused", async () => {
    const booking = await finishedStay("2027-08-10");
    setClock("2027-08-11T10:00:00Z");
    await submitReview({ bookingId: booking.id, userId: travelerId, rating: "3", comment: "Correct" });
    const reviewId = await reviewOf(booking.id);
    const results = await Promise.all([
      answerReview({ reviewId, hostId, body: "Première" }),
      answerReview({ reviewId, hostId, body: "Seconde" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "already_answered" }]);
    expect(await handle.query("SELECT body FROM review_answers WHERE review_id = $1", [reviewId])).toHaveLength(1);
  });

  it.each([
    ["empty", "   ", "answer_empty", "Écrivez votre réponse avant de la publier."],
    ["made of invisible characters", "\u200B\u200B", "answer_empty", "Écrivez votre réponse avant de la publier."],
    ["too long", "a".repeat(1001), "answer_too_long", "La réponse ne doit pas dépasser 1000 caractères."],
    ["HTML", "<script>alert(1)</script>", "answer_html", "La réponse ne peut pas contenir de balises HTML (< et >)."],
    ["a control character", "Merci\u0000", "forbidden_characters", expect.stringContaining("caractères")],
  ])("refuses an answer %s and writes nothing", async (_, body, reason, message) => {
    const listing = (await createListing({ userId: hostId })).id;
    const booking = await finishedStay("2027-09-10", travelerId, listing);
    setClock("2027-09-11T10:00:00Z");
    await submitReview({ bookingId: booking.id, userId: travelerId, rating: "5", comment: "" });
    const reviewId = await reviewOf(booking.id);
    expect(inWords("reviewAnswer", await answerReview({ reviewId, hostId, body }))).toMatchObject({
      ok: false,
      reason,
      message,
    });
    expect(await handle.query("SELECT body FROM review_answers WHERE review_id = $1", [reviewId])).toEqual([]);
  });

  it("refuses an id that is not one, unread", async () => {
    expect(await answerReview({ reviewId: "1 OR 1=1", hostId, body: "Merci" })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("shows ten a page, newest first, with the first name, the day written and the host's answer", async () => {
    const host = (await createUser({ roles: ["host"] })).id;
    const listing = (await createListing({ userId: host })).id;
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const traveler = (await createUser({ fullName: `Voyageur${index} Nom` })).id;
      const booking = await finishedStay(
        `2027-0${1 + Math.floor(index / 4)}-${String(10 + index).padStart(2, "0")}`,
        traveler,
        listing,
      );
      setClock(`2027-0${1 + Math.floor(index / 4)}-${String(11 + index).padStart(2, "0")}T10:00:00Z`);
      await submitReview({
        bookingId: booking.id,
        userId: traveler,
        rating: String(1 + (index % 5)),
        comment: `Avis ${index}`,
      });
      ids.push(await reviewOf(booking.id));
    }
    await answerReview({ reviewId: ids[11]!, hostId: host, body: "Merci !" });
    const first = await listListingReviews(listing, 1);
    expect(first).toMatchObject({ total: 12, page: 1, hasMore: true });
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]).toMatchObject({
      comment: "Avis 11",
      firstName: "Voyageur11",
      writtenOn: "2027-03-22",
      answer: { body: "Merci !" },
    });
    expect(first.reviews[1]!.answer).toBeNull();
    const second = await listListingReviews(listing, 2);
    expect(second).toMatchObject({ total: 12, page: 2, hasMore: false });
    expect(second.reviews.map((review) => review.comment).slice(-2)).toEqual(["Avis 1", "Avis 0"]);
    expect([reviewPageOf("2"), reviewPageOf("abc"), reviewPageOf("-3"), reviewPageOf("0"), reviewPageOf(null)]).toEqual(
      [2, 1, 1, 1, 1],
    );
  });

  it("on account deletion: the review stays without its author, the answer without its host", async () => {
    const traveler = (await createUser({ fullName: "Sènan Adjovi" })).id;
    const booking = await finishedStay("2027-10-10", traveler);
    setClock("2027-10-11T10:00:00Z");
    await submitReview({ bookingId: booking.id, userId: traveler, rating: "5", comment: "Superbe" });
    const reviewId = await reviewOf(booking.id);
    await answerReview({ reviewId, hostId, body: "Merci Sènan" });
    const exported = await exportReviewsPersonalData(traveler);
    expect(exported.reviewsWritten).toMatchObject([
      { bookingId: booking.id, rating: 5, comment: "Superbe", authorName: "Sènan Adjovi", hostAnswer: "Merci Sènan" },
    ]);
    expect((await exportReviewsPersonalData(hostId)).answersWritten.map((answer) => answer.body)).toContain(
      "Merci Sènan",
    );
    expect(await eraseReviewsPersonalData(traveler)).toMatchObject({ reviews: 1 });
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ userId: null, authorName: "", rating: 5, comment: "Superbe" });
    const page = await listListingReviews(listingId, 50);
    expect(page.reviews.find((review) => review.id === reviewId)).toMatchObject({
      firstName: "",
      answer: { body: "Merci Sènan" },
    });
    expect((await exportReviewsPersonalData(traveler)).reviewsWritten).toEqual([]);
  });
});
