// /reservations: the bookings made on the host's own listings, with the host's payout (their
// share of the booking's stored line items: the subtotal less the 5 % host fee; once a paid
// booking is cancelled, their part of what is not refunded, possibly 0 FCFA), the refund's
// state and, once paid, the traveler's contact details. The host may cancel a confirmed
// booking before its stay (the traveler is refunded in full), checked again on the server.
import { data, useNavigation } from "react-router";
import { RefundState } from "#app/components/booking/refund-state";
import { ReviewAnswer } from "#app/components/booking/review-answer";
import { StatusBadges } from "#app/components/booking/status-badges";
import { useDataToast, type ToastInput } from "#app/components/ui/toast";
import { Form, Link } from "#app/lib/local-links";
import { mailtoHref } from "#app/lib/mailto";
import { useFormat, useLang, useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { langOfPath, requestLang } from "#common/i18n";
import { isEnded, isPaid, isRequestOpen, showsContactDetails } from "#common/lifecycles/booking";
import { hostShare } from "#common/line-items";
import { rentalTermFields } from "#common/rental-terms-fields";
import { bookingTexts } from "#common/texts/booking";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import { messagesTexts } from "#common/texts/messages";
import { moneyTexts } from "#common/texts/money";
import { reviewsTexts } from "#common/texts/reviews";
import { requireRole } from "#server/accounts/guards.server";
import { isDeletedAccountEmail } from "#server/accounts/personal-data/part.server";
import { answerBookingRequest } from "#server/bookings/answer-booking-request.server";
import { listHostReservations } from "#server/bookings/booking-queries.server";
import { refundPayoutsOf, refundView, toBookingView } from "#server/bookings/booking-view.server";
import { cancelByHost, isCancellableByHost } from "#server/bookings/host-cancel-booking.server";
import { readForm, textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import { hostEarning } from "#server/money/host-earning.server";
import { answerReview } from "#server/reviews/answer-review.server";
import { reviewsOfHostBookings } from "#server/reviews/host-reviews.server";
import type { Route } from "./+types/reservations";

export function meta({ location }: Route.MetaArgs) {
  const copy = bookingTexts[langOfPath(location.pathname)].reservations;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const rows = await listHostReservations(user.id);
  const refunds = await refundPayoutsOf(rows.filter(isPaid).map((row) => row.id));
  const reviews = await reviewsOfHostBookings(
    user.id,
    rows.map((row) => row.id),
  );
  const now = clockNow();
  return {
    reservations: rows.map((row) => {
      // Full name and contact details only once the traveler has paid (no harvesting through unpaid holds).
      const traveler = row.travelerInfo;
      // A deleted account's booking still counts, under 'Compte supprimé' and without contact details.
      const deleted = isDeletedAccountEmail(traveler.email);
      const shown = showsContactDetails(row) && !deleted;
      return {
        ...toBookingView(row),
        // What the host earns: after a cancellation, their part of what is not refunded.
        payout: isPaid(row) && isEnded(row) ? hostEarning(row) : hostShare(row.lineItems),
        cancelledAfterPayment: isPaid(row) && isEnded(row),
        refund: refundView(row, refunds.get(row.id) ?? []),
        cancellable: isCancellableByHost(row, now),
        // A request to book still waiting for this host's answer (docs/decisions/026).
        answerable: isRequestOpen(row, now),
        travelerName: deleted
          ? traveler.firstName
          : shown
            ? `${traveler.firstName} ${traveler.lastName}`
            : `${traveler.firstName} ${traveler.lastName.charAt(0)}.`,
        contact: shown ? { email: traveler.email, phone: traveler.phone ?? null } : null,
        review: reviews.get(row.id) ?? null,
      };
    }),
  };
}

type ActionData = { bookingId: string; reviewId?: string; error?: string; toast: ToastInput };

/**
 * The host cancels a confirmed booking of theirs (intent=cancel): the traveler is refunded
 * in full; answers a request to book (intent=answer-request, answer=accept|decline); or
 * answers a review (intent=answer-review).
 */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireRole({ request, url }, "host");
  const lang = requestLang(url);
  const form = await readForm(request);
  if (textField(form, "intent", 20) === "answer-request") {
    const bookingId = textField(form, "bookingId", 60);
    const answer = textField(form, "answer", 20);
    const result =
      answer === "accept" || answer === "decline"
        ? await answerBookingRequest({ bookingId, hostId: user.id, answer })
        : ({ ok: false, reason: "unknown_answer" } as const);
    if (!result.ok) {
      const { status, message } = refusal("bookingRequestAnswer", result.reason, lang);
      return data<ActionData>(
        { bookingId, error: message, toast: { title: message, variant: "destructive" } },
        { status },
      );
    }
    const host = bookingRulesTexts[lang].host;
    return data<ActionData>({ bookingId, toast: answer === "accept" ? host.acceptedToast : host.declinedToast });
  }
  if (textField(form, "intent", 20) === "answer-review") {
    // The host's public answer to a review of their listing: once (server/reviews).
    const reviewId = textField(form, "reviewId", 60);
    const answered = await answerReview({ reviewId, hostId: user.id, body: textField(form, "answer", 5000) });
    if (!answered.ok) {
      const { status, message } = refusal("reviewAnswer", answered.reason, lang);
      return data<ActionData>(
        { bookingId: "", reviewId, error: message, toast: { title: message, variant: "destructive" } },
        { status },
      );
    }
    return data<ActionData>({ bookingId: "", reviewId, toast: reviewsTexts[lang].answer.done });
  }
  const bookingId = textField(form, "bookingId", 60);
  const result =
    textField(form, "intent", 20) === "cancel"
      ? await cancelByHost(bookingId, user.id)
      : ({ ok: false, reason: "cannot_cancel" } as const);
  if (!result.ok) {
    const { status, message } = refusal("hostCancellation", result.reason, lang);
    return data<ActionData>(
      { bookingId, error: message, toast: { title: message, variant: "destructive" } },
      { status },
    );
  }
  return data<ActionData>({ bookingId, toast: moneyTexts[lang].hostCancel.done });
}

export default function ReservationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(bookingTexts);
  const copy = messages.reservations;
  const money = useTexts(moneyTexts).hostCancel;
  const requestCopy = useTexts(bookingRulesTexts).host;
  const conversationCopy = useTexts(messagesTexts);
  const format = useFormat();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  useDataToast(actionData?.toast);
  const { reservations } = loaderData;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      {reservations.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{copy.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reservations.map((item) => (
            <li
              key={item.id}
              id={`booking-${item.id}`}
              className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5"
              data-booking-reference={item.reference}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <Link
                    to={`/property/${item.listingId}`}
                    className="text-lg font-semibold text-slate-900 hover:text-brand-700"
                  >
                    {item.listingTitle}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {messages.myBookings.reference} <span className="font-mono font-semibold">{item.reference}</span>
                  </p>
                </div>
                <StatusBadges booking={item} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500">{messages.myBookings.dates}</dt>
                  <dd>{messages.datesRange(format.longDate(item.startDate), format.longDate(item.endDate))}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{messages.myBookings.guests}</dt>
                  <dd>{item.guests}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{item.cancelledAfterPayment ? money.kept : copy.payout}</dt>
                  <dd className="font-semibold">{format.money(item.payout)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{copy.traveler}</dt>
                  <dd>{item.travelerName}</dd>
                </div>
                {/* A vehicle's terms as booked: with or without the driver, the deposit, the licence. */}
                {rentalTermFields(item.rentalTerms, lang).map((term) => (
                  <div key={term.label}>
                    <dt className="text-slate-500">{term.label}</dt>
                    <dd>{term.value}</dd>
                  </div>
                ))}
              </dl>
              <RefundState refund={item.refund} />
              <p className="mt-3">
                <Link
                  to={`/messages/booking/${item.id}`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  {conversationCopy.writeToTraveler}
                </Link>
              </p>
              {actionData?.bookingId === item.id && actionData.error && (
                <p role="alert" className="mt-3 text-sm font-medium text-flame-600">
                  {actionData.error}
                </p>
              )}
              {item.contact ? (
                <p className="mt-3 text-sm text-slate-700">
                  <a href={mailtoHref(item.contact.email)} className="text-brand-700 hover:underline">
                    {item.contact.email}
                  </a>
                  {item.contact.phone && (
                    <>
                      {" · "}
                      <a
                        href={`tel:${item.contact.phone.replace(/\s+/g, "")}`}
                        className="text-brand-700 hover:underline"
                      >
                        {item.contact.phone}
                      </a>
                    </>
                  )}
                </p>
              ) : (
                <p className="mt-3 text-sm text-slate-500">{copy.contactAfterPayment}</p>
              )}
              {item.review && (
                <>
                  {actionData?.reviewId === item.review.reviewId && actionData.error && (
                    <p role="alert" className="mt-3 text-sm font-medium text-flame-600">
                      {actionData.error}
                    </p>
                  )}
                  <ReviewAnswer review={item.review} busy={busy} />
                </>
              )}
              {item.answerable && (
                <div className="mt-3 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
                  <p className="font-semibold text-amber-900">{requestCopy.requestBadge}</p>
                  {item.holdExpiresAt && <p>{requestCopy.deadline(format.dateTime(item.holdExpiresAt))}</p>}
                  <div className="flex flex-wrap gap-2">
                    {(["accept", "decline"] as const).map((answer) => (
                      <Form method="post" key={answer}>
                        <input type="hidden" name="intent" value="answer-request" />
                        <input type="hidden" name="bookingId" value={item.id} />
                        <input type="hidden" name="answer" value={answer} />
                        <button
                          type="submit"
                          disabled={busy}
                          className={`rounded-lg px-4 py-2 font-semibold disabled:opacity-60 ${
                            answer === "accept"
                              ? "bg-brand-700 text-white hover:bg-brand-800"
                              : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"
                          }`}
                        >
                          {answer === "accept" ? requestCopy.accept : requestCopy.decline}
                        </button>
                      </Form>
                    ))}
                  </div>
                </div>
              )}
              {item.cancellable && (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer font-semibold text-flame-600">{money.action}</summary>
                  <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3">
                    <p>{money.explain(format.money(item.total))}</p>
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="bookingId" value={item.id} />
                      <button
                        type="submit"
                        disabled={busy}
                        className="rounded-lg bg-flame-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
                      >
                        {money.confirm}
                      </button>
                    </Form>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
