// The listing page's reviews: the rating's summary, then each review (stars, comment, the
// author's first name, month and year) newest first with the host's answer under it, ten
// at a time. 'Voir plus d'avis' is a plain link (?avis=2): it works without JavaScript.
import { Link } from "#app/lib/local-links";
import { useFormat, useLang, useTexts } from "#app/lib/texts";
import { formatMonthYear } from "#common/format/date";
import { reviewsTexts } from "#common/texts/reviews";
import type { ListingReviewsPage, PublicReview } from "#server/reviews/listing-reviews.server";

export function ListingReviews({
  reviews,
  rating,
}: {
  reviews: ListingReviewsPage;
  rating: { average: number | null; count: number };
}) {
  const copy = useTexts(reviewsTexts).section;
  const format = useFormat();
  return (
    <section id="avis" aria-labelledby="avis-title" className="scroll-mt-20 border-t border-slate-200 pt-6">
      <h2 id="avis-title" className="mb-1 text-xl font-semibold">
        {copy.title}
      </h2>
      {rating.average !== null && rating.count > 0 && (
        <p className="mb-4 text-slate-700" data-testid="reviews-summary">
          {copy.summary(format.rating(rating.average), rating.count)}
        </p>
      )}
      {reviews.reviews.length === 0 ? (
        <p className="text-slate-600">{copy.none}</p>
      ) : (
        <ol className="space-y-5" data-testid="reviews-list">
          {reviews.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
      {reviews.hasMore && (
        <p className="mt-5">
          <Link
            to={`?avis=${reviews.page + 1}#avis`}
            preventScrollReset
            className="inline-block rounded-lg border border-slate-300 px-4 py-2 font-semibold text-brand-700 hover:bg-slate-50"
          >
            {copy.more}
          </Link>
        </p>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const copy = useTexts(reviewsTexts).section;
  const lang = useLang();
  const author = review.firstName || copy.formerTraveler;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="review">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={copy.stars(review.rating)} />
        <span className="text-sm text-slate-700">{copy.by(author, formatMonthYear(review.writtenOn, lang))}</span>
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.comment.trim() || copy.noComment}</p>
      {review.answer && (
        <div className="mt-3 border-l-4 border-brand-600 bg-slate-50 p-3" data-testid="review-answer">
          <p className="text-sm font-semibold text-slate-900">{copy.hostAnswer}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.answer.body}</p>
        </div>
      )}
    </li>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex text-sun-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            fill={star <= rating ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.2"
            d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
          />
        </svg>
      ))}
    </span>
  );
}
