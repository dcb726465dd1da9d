// The host's public answer to a review of one of their listings: once, never edited
// (docs/decisions/023). Only the host of the reviewed listing may answer; anyone else,
// administrators included, finds no such review. The primary key on review_id is the
// rule that holds under two answers posted at once: the second inserts nothing.
import { and, eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { isId } from "#common/ids";
import { reviewAnswerProblem, type ReviewAnswerProblem } from "#common/rules/review-answer";
import { getDb, type Database } from "#server/db/client.server";
import { listings, reviewAnswers, reviews } from "#server/db/schema";

export type AnswerRefusal = ReviewAnswerProblem | "not_found" | "already_answered";
export type AnswerResult = { ok: true; listingId: string } | { ok: false; reason: AnswerRefusal };

export async function answerReview(
  input: { reviewId: string; hostId: string; body: string },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<AnswerResult> {
  if (!isId(input.reviewId)) return { ok: false, reason: "not_found" };
  const problem = reviewAnswerProblem(input.body);
  if (problem) return { ok: false, reason: problem };
  const [review] = await db
    .select({ id: reviews.id, listingId: reviews.listingId })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(reviews.id, input.reviewId), eq(listings.userId, input.hostId)));
  if (!review) return { ok: false, reason: "not_found" };
  const inserted = await db
    .insert(reviewAnswers)
    .values({ reviewId: review.id, hostId: input.hostId, body: input.body.trim(), createdAt: now })
    .onConflictDoNothing()
    .returning({ reviewId: reviewAnswers.reviewId });
  if (!inserted.length) return { ok: false, reason: "already_answered" };
  return { ok: true, listingId: review.listingId };
}
