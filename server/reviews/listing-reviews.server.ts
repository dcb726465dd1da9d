// A listing's public reviews, newest first, ten a page (/property/:id?avis=2), each with
// the host's answer: what stands behind the "4,5 (4 avis)" the listing shows. Only the
// author's first name is public; a review whose author deleted their account has none
// (the page says 'Ancien voyageur', docs/decisions/023).
import { count, desc, eq } from "drizzle-orm";
import { todayInBenin } from "#common/dates";
import { getDb, type Database } from "#server/db/client.server";
import { reviewAnswers, reviews } from "#server/db/schema";

export const REVIEWS_PER_PAGE = 10;
/** Past this page, the link says nothing new: a page number is read between 1 and here. */
export const MAX_REVIEW_PAGE = 500;

export type PublicReview = {
  id: string;
  rating: number;
  comment: string;
  /** The first name, or '' once the author's account is deleted. */
  firstName: string;
  /** The day written, Benin time ('YYYY-MM-DD'): the page shows its month and year. */
  writtenOn: string;
  answer: { body: string; writtenOn: string } | null;
};

export type ListingReviewsPage = { reviews: PublicReview[]; total: number; page: number; hasMore: boolean };

/** The `avis` parameter as a page number: anything else is the first page. */
export function reviewPageOf(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_REVIEW_PAGE);
}

export function firstNameOf(authorName: string): string {
  return authorName.trim().split(/\s+/)[0] ?? "";
}

/** The reviews of pages 1 to `page` (a link without JavaScript shows them all, the next ten added). */
export async function listListingReviews(
  listingId: string,
  page = 1,
  db: Database = getDb(),
): Promise<ListingReviewsPage> {
  const shown = Math.min(Math.max(page, 1), MAX_REVIEW_PAGE) * REVIEWS_PER_PAGE;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        authorName: reviews.authorName,
        createdAt: reviews.createdAt,
        answerBody: reviewAnswers.body,
        answeredAt: reviewAnswers.createdAt,
      })
      .from(reviews)
      .leftJoin(reviewAnswers, eq(reviewAnswers.reviewId, reviews.id))
      .where(eq(reviews.listingId, listingId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(shown),
    db.select({ value: count() }).from(reviews).where(eq(reviews.listingId, listingId)),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      firstName: firstNameOf(row.authorName),
      writtenOn: todayInBenin(row.createdAt),
      answer:
        row.answerBody === null || !row.answeredAt
          ? null
          : { body: row.answerBody, writtenOn: todayInBenin(row.answeredAt) },
    })),
    total: totalCount,
    page: Math.min(Math.max(page, 1), MAX_REVIEW_PAGE),
    hasMore: totalCount > shown,
  };
}
