// The reviews' part of "Télécharger mes données" and of an account's deletion (the lead
// registers both with the accounts' registry at merge, docs/decisions/022 and 023).
// - export: the reviews the person wrote (with the host's answers), the answers they wrote
//   as a host, and their listings' access instructions;
// - erase: a traveler's reviews stay, because they make the listings' ratings other people
//   trust, but lose their author: no account link, no name (the listing page then says
//   'Ancien voyageur'); a host's answers stay under the reviews without the account link;
//   their listings' access instructions (codes, phone numbers) are deleted.
import { eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { listingAccessInstructions, listings, reviewAnswers, reviews } from "#server/db/schema";

export type ReviewsPersonalData = {
  reviewsWritten: {
    listingId: string;
    listingTitle: string;
    bookingId: string;
    rating: number;
    comment: string;
    authorName: string;
    createdAt: string;
    hostAnswer: string | null;
  }[];
  answersWritten: { reviewId: string; listingId: string; body: string; createdAt: string }[];
  accessInstructions: { listingId: string; body: string; updatedAt: string }[];
};

export async function exportReviewsPersonalData(userId: string, db: Database = getDb()): Promise<ReviewsPersonalData> {
  const written = await db
    .select({
      listingId: reviews.listingId,
      listingTitle: listings.title,
      bookingId: reviews.bookingId,
      rating: reviews.rating,
      comment: reviews.comment,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
      hostAnswer: reviewAnswers.body,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .leftJoin(reviewAnswers, eq(reviewAnswers.reviewId, reviews.id))
    .where(eq(reviews.userId, userId))
    .orderBy(reviews.createdAt);
  const answers = await db
    .select({
      reviewId: reviewAnswers.reviewId,
      listingId: reviews.listingId,
      body: reviewAnswers.body,
      createdAt: reviewAnswers.createdAt,
    })
    .from(reviewAnswers)
    .innerJoin(reviews, eq(reviews.id, reviewAnswers.reviewId))
    .where(eq(reviewAnswers.hostId, userId))
    .orderBy(reviewAnswers.createdAt);
  const instructions = await db
    .select({
      listingId: listingAccessInstructions.listingId,
      body: listingAccessInstructions.body,
      updatedAt: listingAccessInstructions.updatedAt,
    })
    .from(listingAccessInstructions)
    .innerJoin(listings, eq(listings.id, listingAccessInstructions.listingId))
    .where(eq(listings.userId, userId));
  return {
    reviewsWritten: written.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    answersWritten: answers.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    accessInstructions: instructions.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  };
}

/** Run in the account deletion's transaction (pass it as `db`); returns what changed. */
export async function eraseReviewsPersonalData(userId: string, db: Database = getDb()) {
  const anonymised = await db
    .update(reviews)
    .set({ userId: null, authorName: "" })
    .where(eq(reviews.userId, userId))
    .returning({ id: reviews.id });
  const answers = await db
    .update(reviewAnswers)
    .set({ hostId: null })
    .where(eq(reviewAnswers.hostId, userId))
    .returning({ reviewId: reviewAnswers.reviewId });
  const owned = db.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId));
  const instructions = await db
    .delete(listingAccessInstructions)
    .where(inArray(listingAccessInstructions.listingId, owned))
    .returning({ listingId: listingAccessInstructions.listingId });
  return { reviews: anonymised.length, answers: answers.length, accessInstructions: instructions.length };
}
