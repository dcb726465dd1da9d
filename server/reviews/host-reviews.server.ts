// The reviews a host's reservations received, with the host's answer if given: what
// /reservations shows under each booking, and where the host answers. Filtered by the
// listing's owner in the WHERE clause: another host's booking ids find nothing.
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { listings, reviewAnswers, reviews } from "#server/db/schema";

export type HostReviewView = { reviewId: string; rating: number; comment: string; answer: string | null };

export async function reviewsOfHostBookings(
  hostId: string,
  bookingIds: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, HostReviewView>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .select({
      bookingId: reviews.bookingId,
      reviewId: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      answer: reviewAnswers.body,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .leftJoin(reviewAnswers, eq(reviewAnswers.reviewId, reviews.id))
    .where(and(inArray(reviews.bookingId, [...bookingIds]), eq(listings.userId, hostId)));
  return new Map(
    rows.map((row) => [
      row.bookingId,
      { reviewId: row.reviewId, rating: row.rating, comment: row.comment, answer: row.answer },
    ]),
  );
}
