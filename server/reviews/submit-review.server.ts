// A traveler's review: one per booking (UNIQUE booking_id), only for their own paid and
// confirmed booking, once the stay or rental has ended (its end date reached, Benin
// time) and until 14 days after (common/review-window.ts). Reviews feed the ratings shown everywhere (server/listings/listing-cards).
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { isReviewable } from "#common/lifecycles/booking";
import { isWithinReviewWindow } from "#common/review-window";
import { hasForbiddenCharacters } from "#common/text-input";
import { getOwnBooking } from "#server/bookings/booking-queries.server";
import { pgErrorCode, UNIQUE_VIOLATION } from "#server/bookings/pg-errors.server";
import { getDb } from "#server/db/client.server";
import { profiles, reviews } from "#server/db/schema";

const COMMENT_MAX = 2000;
export type ReviewRefusal =
  | "rating_required"
  | "comment_too_long"
  | "forbidden_characters"
  | "not_found"
  | "cannot_review"
  | "already_reviewed"
  | "window_closed";
export type ReviewResult = { ok: true } | { ok: false; field?: "rating" | "comment"; reason: ReviewRefusal };

export async function submitReview(
  input: { bookingId: string; userId: string; rating: string; comment: string },
  { now = clockNow() }: { now?: Date } = {},
): Promise<ReviewResult> {
  const rating = /^[1-5]$/.test(input.rating.trim()) ? Number(input.rating.trim()) : null;
  if (!rating) return { ok: false, field: "rating", reason: "rating_required" };
  const comment = input.comment.trim();
  if (comment.length > COMMENT_MAX) return { ok: false, field: "comment", reason: "comment_too_long" };
  // Shown publicly: no NUL (PostgreSQL refuses it), no control or direction-override characters.
  if (hasForbiddenCharacters(comment)) return { ok: false, field: "comment", reason: "forbidden_characters" };

  const booking = await getOwnBooking(input.bookingId, input.userId);
  if (!booking) return { ok: false, reason: "not_found" };
  if (!isReviewable(booking, now)) return { ok: false, reason: "cannot_review" };
  if (!isWithinReviewWindow(booking, now)) return { ok: false, reason: "window_closed" };

  const [profile] = await getDb()
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  const traveler = booking.travelerInfo;
  // Public on the listing page: the profile name, else first name and last initial.
  const authorName =
    profile?.fullName?.trim() || `${traveler.firstName} ${traveler.lastName.charAt(0).toUpperCase()}.`.trim();
  try {
    await getDb()
      .insert(reviews)
      .values({
        bookingId: booking.id,
        listingId: booking.listingId,
        userId: input.userId,
        authorName: authorName.slice(0, 100),
        rating,
        comment,
        // The clock's "now": the month shown on the listing page and the order of reviews.
        createdAt: now,
      });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return { ok: false, reason: "already_reviewed" };
    throw error;
  }
  return { ok: true };
}
