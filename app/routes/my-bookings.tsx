// /my-bookings: the traveler's bookings, newest first; pay an unpaid one, cancel one
// (the refund the booking's stored policy gives is shown before confirming), review a finished
// stay. Every action is checked again on the server (ownership, state, dates).
import { data, useNavigation } from "react-router";
import { AccessInstructionsShown } from "#app/components/booking/access-instructions-shown";
import { RefundState } from "#app/components/booking/refund-state";
import { StatusBadges } from "#app/components/booking/status-badges";
import { useDataToast, type ToastInput } from "#app/components/ui/toast";
import { Form, Link } from "#app/lib/local-links";
import { useFormat, useLang, useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { formatMoney } from "#common/format/euro";
import { requestLang, langOfPath } from "#common/i18n";
import { isOnHold, isPaid, isPayable, isRequested, isReviewable } from "#common/lifecycles/booking";
import { rentalTermFields } from "#common/rental-terms-fields";
import { isWithinReviewWindow, reviewDeadline } from "#common/review-window";
import { bookingTexts } from "#common/texts/booking";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import { messagesTexts } from "#common/texts/messages";
import { reviewsTexts } from "#common/texts/reviews";
import { requireUser } from "#server/accounts/guards.server";
import { accessInstructionsForTraveler } from "#server/bookings/booking-access-instructions.server";
import { listTravelerBookings } from "#server/bookings/booking-queries.server";
import { refundPayoutsOf, refundView, toBookingView } from "#server/bookings/booking-view.server";
import { cancelBooking, quoteCancellation } from "#server/bookings/cancel-booking.server";
import { readForm, textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import { submitReview } from "#server/reviews/submit-review.server";
import type { Route } from "./+types/my-bookings";

export function meta({ location }: Route.MetaArgs) {
  const copy = bookingTexts[langOfPath(location.pathname)].myBookings;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const now = clockNow();
  const rows = await listTravelerBookings(user.id);
  const refunds = await refundPayoutsOf(rows.filter(isPaid).map((row) => row.id));
  // Only for the confirmed (paid) bookings among them: the query decides, not the page.
  const instructions = await accessInstructionsForTraveler(
    user.id,
    rows.map((row) => row.id),
  );
  return {
    bookings: rows.map((row) => ({
      ...toBookingView(row),
      // Past start date or out of attempts: no "Payer" link (startPayment refuses it anyway).
      payable: isPayable(row, now),
      cancellation: quoteCancellation(row, now),
      // Until 14 days after the end (common/review-window.ts); the server checks it again.
      canReview: isReviewable(row, now) && isWithinReviewWindow(row, now) && !row.review,
      reviewDeadline: reviewDeadline(row.endDate),
      isVehicle: row.listingIsVehicle,
      accessInstructions: instructions.get(row.id) ?? null,
      review: row.review,
      // The refund's state: on its way, sent (with the date), or failed and what happens next.
      refund: refundView(row, refunds.get(row.id) ?? []),
    })),
  };
}

type ActionData = { bookingId: string; error?: string; toast: ToastInput };

export async function action({ request, url }: Route.ActionArgs) {
  const lang = requestLang(url);
  const messages = bookingTexts[lang];
  const copy = messages.myBookings;
  const user = await requireUser({ request, url });
  const form = await readForm(request);
  const bookingId = textField(form, "bookingId", 60);
  const intent = textField(form, "intent", 20);
  if (intent === "cancel") {
    const result = await cancelBooking(bookingId, user.id);
    if (!result.ok) {
      const { status, message } = refusal("cancellation", result.reason, lang);
      return data<ActionData>(
        { bookingId, error: message, toast: { title: message, variant: "destructive" } },
        { status },
      );
    }
    return data<ActionData>({
      bookingId,
      toast: {
        ...copy.cancelledToast,
        description: result.refundAmount > 0 ? copy.refundOwed(formatMoney(result.refundAmount, lang)) : undefined,
      },
    });
  }
  if (intent === "review") {
    const result = await submitReview({
      bookingId,
      userId: user.id,
      rating: textField(form, "rating", 2),
      comment: textField(form, "comment", 2100),
    });
    if (!result.ok) {
      const { status, message } = refusal("review", result.reason, lang);
      return data<ActionData>(
        { bookingId, error: message, toast: { title: message, variant: "destructive" } },
        { status },
      );
    }
    return data<ActionData>({ bookingId, toast: copy.reviewThanks });
  }
  return data<ActionData>(
    {
      bookingId,
      error: messages.errors.unexpected,
      toast: { title: messages.errors.unexpected, variant: "destructive" },
    },
    { status: 400 },
  );
}

type Item = Route.ComponentProps["loaderData"]["bookings"][number];

export default function MyBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useTexts(bookingTexts).myBookings;
  useDataToast(actionData?.toast);
  const { bookings } = loaderData;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      {bookings.length === 0 ? (
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-slate-600">{copy.empty}</p>
          <Link to="/accommodations" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {copy.explore}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {bookings.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              error={actionData?.bookingId === booking.id ? actionData.error : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingCard({ booking, error }: { booking: Item; error?: string }) {
  const messages = useTexts(bookingTexts);
  const lang = useLang();
  const copy = messages.myBookings;
  const format = useFormat();
  const busy = useNavigation().state === "submitting";
  const conversationCopy = useTexts(messagesTexts);
  const payable = booking.payable;
  const quote = booking.cancellation;
  return (
    <li
      id={`booking-${booking.id}`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5"
      data-booking-reference={booking.reference}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link
            to={`/property/${booking.listingId}`}
            className="text-lg font-semibold text-slate-900 hover:text-brand-700"
          >
            {booking.listingTitle}
          </Link>
          <p className="text-sm text-slate-600">
            {copy.reference} <span className="font-mono font-semibold">{booking.reference}</span>
          </p>
        </div>
        <StatusBadges booking={booking} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{copy.dates}</dt>
          <dd>{messages.datesRange(format.longDate(booking.startDate), format.longDate(booking.endDate))}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{copy.guests}</dt>
          <dd>{booking.guests}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{copy.total}</dt>
          <dd className="font-semibold">{format.money(booking.total)}</dd>
        </div>
        {/* A vehicle's terms as booked: the driver, the deposit to hand over, the distance, the licence. */}
        {rentalTermFields(booking.rentalTerms, lang).map((term) => (
          <div key={term.label}>
            <dt className="text-slate-500">{term.label}</dt>
            <dd>{term.value}</dd>
          </div>
        ))}
      </dl>
      <RequestState booking={booking} />
      <RefundState refund={booking.refund} />
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-flame-600">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={`/messages/booking/${booking.id}`}
          className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {conversationCopy.writeToHost}
        </Link>
        {payable && (
          <Link
            to={`/payment?booking_id=${booking.id}`}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {copy.pay}
          </Link>
        )}
      </div>
      {quote.cancellable && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-flame-600">{copy.cancel}</summary>
          <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3">
            <p>
              {!quote.paid
                ? copy.refundUnpaid
                : quote.refundAmount > 0
                  ? copy.refund(format.money(quote.refundAmount))
                  : copy.noRefund}
            </p>
            {quote.paid && quote.free && (
              <p className="text-slate-600">{copy.freeUntil(format.dateTime(quote.deadline))}</p>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="bookingId" value={booking.id} />
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-flame-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {copy.cancelConfirm}
              </button>
            </Form>
          </div>
        </details>
      )}
      {booking.accessInstructions !== null && (
        <AccessInstructionsShown instructions={booking.accessInstructions} isVehicle={booking.isVehicle} />
      )}
      {booking.review && <p className="mt-3 text-sm text-slate-700">{copy.reviewed(booking.review.rating)}</p>}
      {booking.canReview && <ReviewForm bookingId={booking.id} busy={busy} deadline={booking.reviewDeadline} />}
    </li>
  );
}

/** Where a request to book stands (docs/decisions/026): waiting, accepted (pay by…), declined or lapsed. */
function RequestState({ booking }: { booking: Item }) {
  const copy = useTexts(bookingRulesTexts).traveler;
  const format = useFormat();
  if (!booking.madeOnRequest) return null;
  const deadline = booking.holdExpiresAt ? format.dateTime(booking.holdExpiresAt) : null;
  let text: string | null = null;
  if (isRequested(booking)) text = deadline ? `${copy.requested}. ${copy.requestedDeadline(deadline)}` : copy.requested;
  else if (isOnHold(booking) && deadline) text = copy.acceptedDeadline(deadline);
  else if (booking.status === "declined") text = copy.declined;
  else if (booking.status === "request_expired") text = copy.requestExpired;
  if (!text) return null;
  return (
    <p className="mt-3 text-sm font-medium text-slate-800" data-request-state={booking.status}>
      {text}
    </p>
  );
}

function ReviewForm({ bookingId, busy, deadline }: { bookingId: string; busy: boolean; deadline: string }) {
  const copy = useTexts(bookingTexts).myBookings;
  const windowCopy = useTexts(reviewsTexts).window;
  const format = useFormat();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{copy.reviewTitle}</summary>
      <Form method="post" className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3">
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="bookingId" value={bookingId} />
        <p className="text-slate-600">{windowCopy.until(format.longDate(deadline))}</p>
        <fieldset>
          <legend className="font-medium text-slate-800">{copy.rating}</legend>
          <div className="mt-1 flex gap-3">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className="flex items-center gap-1">
                <input type="radio" name="rating" value={value} required className="accent-brand-700" />
                <span aria-hidden="true">{"★".repeat(value)}</span>
                <span className="sr-only">{copy.stars(value)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className="font-medium text-slate-800">{copy.comment}</span>
          <textarea
            name="comment"
            maxLength={2000}
            rows={3}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {copy.reviewSubmit}
        </button>
      </Form>
    </details>
  );
}
