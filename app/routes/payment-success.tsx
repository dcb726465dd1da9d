// /payment-success?booking_id=…: FedaPay's callback. The `status` FedaPay adds to the URL
// is never read: each load (and each 10-second poll while pending) asks FedaPay through
// the server (refreshPayment), so a lost webhook still completes the payment.
import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";
import { BookingDetails } from "#app/components/booking/booking-details";
import { Confetti } from "#app/components/booking/confetti";
import { useToast } from "#app/components/ui/toast";
import { Link, useLocalHref } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { isAwaitingPayment, isPaid } from "#common/lifecycles/booking";
import { bookingTexts } from "#common/texts/booking";
import { requireUser } from "#server/accounts/guards.server";
import { getOwnBooking } from "#server/bookings/booking-queries.server";
import { toBookingView } from "#server/bookings/booking-view.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { refreshPayment } from "#server/payments/refresh-payment.server";
import type { Route } from "./+types/payment-success";

const POLL_MS = 10_000;

export function meta({ location }: Route.MetaArgs) {
  const copy = bookingTexts[langOfPath(location.pathname)].result;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const copy = bookingTexts[requestLang(url)].result;
  const user = await requireUser({ request, url });
  const bookingId = url.searchParams.get("booking_id");
  if (!bookingId) return { error: copy.missingId, booking: null };
  let booking = await getOwnBooking(bookingId, user.id);
  if (!booking) return { error: copy.loadFailed, booking: null };
  if (!isPaid(booking)) {
    const checked = await refreshPayment(booking.id);
    if (checked.outcome === "failed" && isAwaitingPayment(booking)) {
      throw localRedirect(url, `/payment-cancel?booking_id=${booking.id}`);
    }
    booking = (await getOwnBooking(booking.id, user.id)) ?? booking;
  }
  return { error: null, booking: toBookingView(booking) };
}

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const copy = useTexts(bookingTexts).result;
  const { booking, error } = loaderData;
  const revalidator = useRevalidator();
  const localHref = useLocalHref();
  const { toast } = useToast();
  const completed = booking ? isPaid(booking) : false;

  const bookingId = booking?.id;
  const poll = useEffectEvent(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  });
  useEffect(() => {
    if (!bookingId || completed) return;
    const timer = setInterval(poll, POLL_MS);
    return () => clearInterval(timer);
  }, [bookingId, completed]);

  const celebrate = useEffectEvent(() => toast(copy.successToast));
  useEffect(() => {
    if (completed) celebrate();
  }, [completed]);

  if (!booking) return <ResultError message={error ?? copy.loadFailed} />;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      {completed && <Confetti />}
      <div className="text-center">
        <div
          className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${completed ? "bg-brand-100 text-brand-700" : "bg-amber-100 text-amber-700"}`}
          aria-hidden="true"
        >
          {completed ? "✓" : "…"}
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
          {completed ? copy.confirmedTitle : copy.pendingTitle}
        </h1>
        <p className="mt-2 text-slate-600">{completed ? copy.confirmedText : copy.pendingText}</p>
      </div>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <BookingDetails booking={booking} totalLabel={completed ? copy.total : copy.totalDue} />
      </div>
      {!completed && (
        // A link to the same page works before hydration too; with JavaScript it revalidates.
        <a
          href={localHref(`/payment-success?booking_id=${booking.id}`)}
          onClick={(event) => {
            event.preventDefault();
            void revalidator.revalidate();
          }}
          className="mt-6 block w-full rounded-lg border border-brand-700 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50"
        >
          {revalidator.state === "loading" ? copy.refreshing : copy.refresh}
        </a>
      )}
      <nav className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to="/my-bookings"
          className="rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {copy.myBookings}
        </Link>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          {copy.backHome}
        </Link>
        <Link to="/contact" className="rounded-lg px-4 py-3 text-center font-semibold text-brand-700 hover:underline">
          {copy.support}
        </Link>
      </nav>
    </section>
  );
}

function ResultError({ message }: { message: string }) {
  const copy = useTexts(bookingTexts).result;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
        {copy.backHome}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  const copy = useTexts(bookingTexts).result;
  return <ResultError message={copy.unexpected} />;
}
