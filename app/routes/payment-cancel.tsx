// /payment-cancel?booking_id=…: the payer cancelled (or the operator declined). Nothing
// was taken; the booking stays pending and can be paid again while its dates are free.
// "Again" is the one payable rule (isPayable): no retry once the stay has begun or the
// attempts are used up, and then the page says why, as /payment does.
import { useEffect, useEffectEvent } from "react";
import { BookingDetails } from "#app/components/booking/booking-details";
import { useToast } from "#app/components/ui/toast";
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { requestLang, langOfPath } from "#common/i18n";
import { isAwaitingPayment, isPayable } from "#common/lifecycles/booking";
import { bookingTexts } from "#common/texts/booking";
import { toastMessagesTexts } from "#common/texts/toast-messages";
import { requireUser } from "#server/accounts/guards.server";
import { getOwnBooking } from "#server/bookings/booking-queries.server";
import { toBookingView } from "#server/bookings/booking-view.server";
import { explainPaymentBlock } from "#server/bookings/payability.server";
import type { Route } from "./+types/payment-cancel";

export function meta({ location }: Route.MetaArgs) {
  const copy = bookingTexts[langOfPath(location.pathname)].cancelled;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const bookingId = url.searchParams.get("booking_id") ?? "";
  const booking = bookingId ? await getOwnBooking(bookingId, user.id) : null;
  if (!booking) return { booking: null, payable: false, notPayableReason: null };
  const now = clockNow();
  const payable = isPayable(booking, now);
  return {
    booking: toBookingView(booking),
    payable,
    // Unpaid but no longer payable: why (dates past, attempts used up).
    notPayableReason:
      !payable && isAwaitingPayment(booking) ? explainPaymentBlock(booking, now, requestLang(url)) : null,
  };
}

export default function PaymentCancelPage({ loaderData }: Route.ComponentProps) {
  const toastMessages = useTexts(toastMessagesTexts);
  const messages = useTexts(bookingTexts);
  const copy = messages.cancelled;
  const { booking, payable, notPayableReason } = loaderData;
  const { toast } = useToast();
  const announce = useEffectEvent(() => toast({ ...toastMessages.catalog.paymentCancelled }));
  useEffect(() => {
    announce();
  }, []);
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.text}</p>
      {booking && (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <BookingDetails booking={booking} totalLabel={messages.result.totalDue} />
        </div>
      )}
      {notPayableReason && (
        <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">{notPayableReason}</p>
      )}
      <nav className="mt-6 flex flex-col gap-3 sm:flex-row">
        {booking && payable && (
          <Link
            to={`/payment?booking_id=${booking.id}`}
            className="rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            {copy.retry}
          </Link>
        )}
        <Link
          to="/my-bookings"
          className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          {messages.result.myBookings}
        </Link>
        <Link to="/" className="rounded-lg px-4 py-3 text-center font-semibold text-brand-700 hover:underline">
          {messages.result.backHome}
        </Link>
      </nav>
    </section>
  );
}
