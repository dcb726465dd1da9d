// Under a reservation on /reservations: the traveler's review and the host's public answer,
// or the form to give it (once; it cannot be changed afterwards, docs/decisions/023).
import { Form } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { REVIEW_ANSWER_MAX } from "#common/rules/review-answer";
import { reviewsTexts } from "#common/texts/reviews";
import type { HostReviewView } from "#server/reviews/host-reviews.server";

export function ReviewAnswer({ review, busy }: { review: HostReviewView; busy: boolean }) {
  const copy = useTexts(reviewsTexts);
  const fieldId = `answer-${review.reviewId}`;
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="host-review">
      <p className="font-semibold text-slate-900">{copy.answer.travelerReview(review.rating)}</p>
      <p className="mt-1 whitespace-pre-line text-slate-800">{review.comment.trim() || copy.section.noComment}</p>
      {review.answer !== null ? (
        <div className="mt-2 border-l-4 border-brand-600 pl-3">
          <p className="font-semibold text-slate-900">{copy.answer.yourAnswer}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.answer}</p>
        </div>
      ) : (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-brand-700">{copy.answer.title}</summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="answer-review" />
            <input type="hidden" name="reviewId" value={review.reviewId} />
            <label htmlFor={fieldId} className="block font-medium text-slate-800">
              {copy.answer.label}
            </label>
            <textarea
              id={fieldId}
              name="answer"
              required
              maxLength={REVIEW_ANSWER_MAX}
              rows={3}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {copy.answer.submit}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
