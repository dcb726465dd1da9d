// /payment: choose MTN or Moov and the mobile-money number, then the server creates the
// FedaPay transaction and the browser goes to its checkout page. Reached from the booking
// form with navigation state, and equally from ?booking_id= alone (a reload, a link from
// /my-bookings): the booking is always read from the server, and must be the user's own.
import { useState } from "react";
import { data, redirectDocument, useNavigation } from "react-router";
import { BookingDetails } from "#app/components/booking/booking-details";
import { useDataToast, useToast, withToast, type ToastInput } from "#app/components/ui/toast";
import { Form } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { requestLang, langOfPath } from "#common/i18n";
import { isHoldActive, isPaid, isPayable } from "#common/lifecycles/booking";
import { bookingTexts } from "#common/texts/booking";
import { requireUser } from "#server/accounts/guards.server";
import { getOwnBooking } from "#server/bookings/booking-queries.server";
import { toBookingView } from "#server/bookings/booking-view.server";
import { explainPaymentBlock } from "#server/bookings/payability.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { refusal } from "#server/http/refusals.server";
import { log } from "#server/observability/log.server";
import { startPayment } from "#server/payments/start-payment.server";
import type { Route } from "./+types/payment";

export function meta({ location }: Route.MetaArgs) {
  const copy = bookingTexts[langOfPath(location.pathname)].payment;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const bookingId = url.searchParams.get("booking_id") ?? "";
  const booking = bookingId ? await getOwnBooking(bookingId, user.id) : null;
  // Someone else's booking reads exactly like a missing one.
  if (!booking) throw localRedirect(url, withToast("/", "bookingInfoMissing"));
  if (isPaid(booking)) throw localRedirect(url, `/payment-success?booking_id=${booking.id}`);
  const lang = requestLang(url);
  const now = clockNow();
  const payable = isPayable(booking, now);
  return {
    booking: toBookingView(booking),
    payable,
    // Why it cannot be paid, when the reason is more precise than the state.
    notPayableReason: payable
      ? null
      : (explainPaymentBlock(booking, now, lang) ?? bookingTexts[lang].payment.notPayable),
    phone: booking.travelerInfo.phone ?? "",
  };
}

type ActionData = { field?: "method" | "phone"; error: string; toast: ToastInput };

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const bookingId = url.searchParams.get("booking_id") ?? "";
  const form = await readForm(request);
  const lang = requestLang(url);
  const texts = bookingTexts[lang].payment;
  const fail = (status: number, body: ActionData) => data(body, { status });
  try {
    const result = await startPayment({
      bookingId,
      userId: user.id,
      method: textField(form, "method", 10),
      phone: textField(form, "phone", 40),
      lang,
    });
    if (result.ok) return redirectDocument(result.url);
    if (result.reason === "already_paid") {
      throw localRedirect(url, `/payment-success?booking_id=${encodeURIComponent(bookingId)}`);
    }
    const { status, message } = refusal("payment", result.reason, lang);
    switch (result.reason) {
      case "method_required":
        return fail(status, {
          field: "method",
          error: message,
          toast: { ...texts.methodRequired, variant: "destructive" },
        });
      case "invalid_phone":
        return fail(status, {
          field: "phone",
          error: message,
          toast: { title: texts.errorTitle, description: message, variant: "destructive" },
        });
      default:
        return fail(status, {
          error: message,
          toast: { title: texts.errorTitle, description: message, variant: "destructive" },
        });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log("payments").error({ err: error }, "démarrage");
    return fail(500, {
      error: texts.createFailed,
      toast: { title: texts.errorTitle, description: texts.createFailed, variant: "destructive" },
    });
  }
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(bookingTexts);
  const copy = messages.payment;
  const format = useFormat();
  const { booking, payable, notPayableReason, phone } = loaderData;
  const { toast } = useToast();
  useDataToast(actionData?.toast);
  const [method, setMethod] = useState<string>("");
  const submitting = useNavigation().state !== "idle";
  const holdActive = isHoldActive(booking, clockNow());

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <BookingDetails booking={booking} totalLabel={messages.result.totalDue} />
        {payable && (
          <p className="mt-4 text-sm text-slate-600">
            {holdActive ? copy.holdExpiresAt(format.time(booking.holdExpiresAt!)) : copy.holdExpired}
          </p>
        )}
      </div>
      {payable ? (
        <Form
          method="post"
          className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5"
          onSubmit={(event) => {
            if (method) return;
            event.preventDefault();
            toast({ ...copy.methodRequired, variant: "destructive" });
          }}
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">{copy.methodLegend}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {(["mtn", "moov"] as const).map((value) => (
                <label
                  key={value}
                  className={`flex cursor-pointer items-center gap-2 rounded-lg border p-3 font-medium ${method === value ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
                >
                  <input
                    type="radio"
                    name="method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                    className="accent-brand-700"
                  />
                  {copy.methods[value]}
                </label>
              ))}
            </div>
            {actionData?.field === "method" && (
              <p className="mt-1 text-sm font-medium text-flame-600">{actionData.error}</p>
            )}
          </fieldset>
          <div>
            <label htmlFor="payment-phone" className="block text-sm font-medium text-slate-800">
              {copy.phone}
            </label>
            <input
              id="payment-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={20}
              defaultValue={phone}
              placeholder={copy.phonePlaceholder}
              aria-invalid={actionData?.field === "phone" || undefined}
              aria-describedby={
                actionData?.field === "phone" ? "payment-phone-hint payment-phone-error" : "payment-phone-hint"
              }
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            />
            <p id="payment-phone-hint" className="mt-1 text-xs text-slate-500">
              {copy.phoneHint}
            </p>
            {actionData?.field === "phone" && (
              <p id="payment-phone-error" className="mt-1 text-sm font-medium text-flame-600">
                {actionData.error}
              </p>
            )}
          </div>
          {actionData && !actionData.field && (
            <p role="alert" className="text-sm font-medium text-flame-600">
              {actionData.error}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {submitting ? copy.submitting : copy.submit(format.money(booking.total))}
          </button>
        </Form>
      ) : (
        <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
          {notPayableReason ?? copy.notPayable}
        </p>
      )}
    </section>
  );
}
