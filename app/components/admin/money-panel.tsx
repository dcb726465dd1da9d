// The money tab: money in, the platform's fees, what is due to hosts and paid, refunds owed
// and paid, what is in flight and what failed; then each failed payout with its two actions
// (retry; mark paid by hand with a note). Forms post to the dashboard's action, with or
// without JavaScript.
import { useFetcher } from "react-router";
import { useFormat, useTexts } from "#app/lib/texts";
import { formatBeninNumber } from "#common/rules/payout-account";
import { moneyTexts } from "#common/texts/money";
import type { MoneyTab } from "#server/money/admin-money.server";
import { ADMIN_ACTION_FETCHER } from "./contact-messages-list";

const FIGURES = [
  "moneyIn",
  "platformFees",
  "dueToHosts",
  "paidToHosts",
  "refundsOwed",
  "refundsPaid",
  "inFlight",
  "paidByHand",
] as const;

export function MoneyPanel({ money }: { money: MoneyTab }) {
  const copy = useTexts(moneyTexts).admin;
  const format = useFormat();
  const fetcher = useFetcher({ key: ADMIN_ACTION_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="money-title">
      <h2 id="money-title" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map((figure) => (
          <div key={figure} className="rounded-xl border border-slate-200 bg-white p-3" data-figure={figure}>
            <dt className="text-xs text-slate-600">{copy.figures[figure]}</dt>
            <dd className="mt-1 font-bold text-slate-900">{format.money(money.figures[figure])}</dd>
          </div>
        ))}
        <div className="rounded-xl border border-red-200 bg-red-50 p-3" data-figure="failed">
          <dt className="text-xs text-red-900">{copy.figures.failed}</dt>
          <dd className="mt-1 font-bold text-red-900">
            {money.figures.failed.count} · {format.money(money.figures.failed.amount)}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{copy.failedTitle}</h3>
      {money.failed.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{copy.failedEmpty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {money.failed.map((payout) => (
            <li
              key={payout.id}
              className="rounded-xl border border-red-200 bg-white p-4"
              data-failed-payout={payout.reference}
            >
              <p className="font-semibold text-slate-900">
                {format.money(payout.amount)} · {copy.purpose[payout.purpose]}{" "}
                <span className="font-mono text-sm text-slate-500">{payout.reference}</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {payout.holderName} · {formatBeninNumber(payout.phone)} ({payout.operator.toUpperCase()})
                {payout.beneficiaryEmail && ` · ${payout.beneficiaryEmail}`}
                {payout.bookingReference && ` · ${payout.bookingReference}`}
              </p>
              <p className="mt-1 text-sm text-red-800">
                {copy.columns.error} : {payout.errorMessage ?? payout.errorCode ?? "—"}
                {payout.failedAt && ` · ${copy.columns.failedAt} ${format.dateTime(payout.failedAt)}`}
              </p>
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="retry-payout" />
                  <input type="hidden" name="payoutId" value={payout.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
                  >
                    {copy.retry}
                  </button>
                </fetcher.Form>
                <details className="text-sm">
                  <summary className="cursor-pointer font-semibold text-slate-800">{copy.settle}</summary>
                  <fetcher.Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="settle-payout" />
                    <input type="hidden" name="payoutId" value={payout.id} />
                    <label className="block">
                      <span className="font-medium text-slate-800">{copy.note}</span>
                      <textarea
                        name="note"
                        required
                        minLength={3}
                        maxLength={500}
                        rows={2}
                        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                      />
                    </label>
                    <button
                      type="submit"
                      disabled={busy}
                      className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 disabled:opacity-60"
                    >
                      {copy.settleSubmit}
                    </button>
                  </fetcher.Form>
                </details>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
