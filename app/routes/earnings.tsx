// /earnings (hosts): the payout account (the mobile-money number earnings are sent to;
// setting or changing it asks for the password, is e-mailed, and a change holds payouts
// 48 h), the earnings per booking with when each becomes payable, the payouts with their
// state and the bookings each covers, and the CSV export (/earnings.csv).
import { data } from "react-router";
import { EarningsTables } from "#app/components/earnings/earnings-tables";
import { PayoutAccountForm } from "#app/components/earnings/payout-account-form";
import { useDataToast, type ToastInput } from "#app/components/ui/toast";
import { useFormat, useTexts } from "#app/lib/texts";
import { now as clockNow } from "#common/clock";
import { langOfPath, requestLang } from "#common/i18n";
import { moneyTexts } from "#common/texts/money";
import { requireRole } from "#server/accounts/guards.server";
import { readForm } from "#server/http/form-data.server";
import { hostEarnings } from "#server/money/earnings-view.server";
import { submitPayoutAccountForm } from "#server/money/payout-account-form.server";
import { getPayoutAccount } from "#server/money/payout-account.server";
import type { Route } from "./+types/earnings";

export function meta({ location }: Route.MetaArgs) {
  const copy = moneyTexts[langOfPath(location.pathname)].earnings;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const now = clockNow();
  const [account, earnings] = await Promise.all([getPayoutAccount(user.id, now), hostEarnings(user.id, now)]);
  return { account, earnings };
}

type ActionData = { error?: string; fieldErrors?: Record<string, string | undefined>; toast: ToastInput };

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireRole({ request, url }, "host");
  const lang = requestLang(url);
  const copy = moneyTexts[lang].account;
  const answer = await submitPayoutAccountForm(user, await readForm(request), request.headers, lang, clockNow());
  if (!answer.ok) {
    return data<ActionData>(
      {
        error: answer.message,
        fieldErrors: answer.fieldErrors,
        toast: { title: answer.message, variant: "destructive" },
      },
      { status: answer.status },
    );
  }
  return data<ActionData>({ toast: answer.change === "changed" ? copy.changed : copy.saved });
}

export default function EarningsPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useTexts(moneyTexts);
  const format = useFormat();
  useDataToast(actionData?.toast);
  const { account, earnings } = loaderData;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.earnings.title}</h1>
      <p className="mt-2 text-slate-600">{copy.earnings.intro}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(["waiting", "payable", "inPayout", "paid"] as const).map((key) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4" data-total={key}>
            <dt className="text-sm text-slate-600">
              {copy.earnings.totals[key === "waiting" ? "due" : key === "inPayout" ? "inFlight" : key]}
            </dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{format.money(earnings.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <PayoutAccountForm account={account} error={actionData?.error} fieldErrors={actionData?.fieldErrors} />
      <EarningsTables earnings={earnings} />
    </section>
  );
}
