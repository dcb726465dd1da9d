// /earnings' two lists: the amount due on each paid booking (with when it becomes payable
// and where it stands) and the payouts made, each with the bookings it covers.
import { scrollRegionFocusClass, scrollRegionProps } from "#app/components/ui/scroll-region";
import { useFormat, useTexts } from "#app/lib/texts";
import { formatBeninNumber } from "#common/rules/payout-account";
import { bookingTexts } from "#common/texts/booking";
import { moneyTexts } from "#common/texts/money";
import type { EarningsView } from "#server/money/earnings-view.server";

const STATE_CLASS = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
} as const;

export function EarningsTables({ earnings }: { earnings: EarningsView }) {
  const messages = useTexts(moneyTexts);
  const copy = messages.earnings;
  const booking = useTexts(bookingTexts);
  const format = useFormat();
  return (
    <>
      <section aria-labelledby="earnings-due-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="earnings-due-title" className="text-xl font-semibold text-slate-900">
            {copy.dueTitle}
          </h2>
          <a
            href="/earnings.csv"
            download
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600"
          >
            {copy.csv}
          </a>
        </div>
        {earnings.items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
            {copy.dueEmpty}
          </p>
        ) : (
          <div
            {...scrollRegionProps(copy.dueTitle)}
            className={`mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white ${scrollRegionFocusClass}`}
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  {(["reference", "listing", "dates", "amount", "payableAt", "state"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {copy.columns[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {earnings.items.map((item) => (
                  <tr key={item.bookingId} className="border-t border-slate-100" data-earning={item.reference}>
                    <td className="px-3 py-2 font-mono">{item.reference}</td>
                    <td className="px-3 py-2">{item.listingTitle}</td>
                    <td className="px-3 py-2">
                      {booking.datesRange(format.longDate(item.startDate), format.longDate(item.endDate))}
                    </td>
                    <td className="px-3 py-2 font-semibold">{format.money(item.amount)}</td>
                    <td className="px-3 py-2">{format.dateTime(item.payableAt)}</td>
                    <td className="px-3 py-2">{item.cancelled ? copy.cancelledKept : copy.itemState[item.state]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="payouts-title" className="mt-8">
        <h2 id="payouts-title" className="text-xl font-semibold text-slate-900">
          {copy.payoutsTitle}
        </h2>
        {earnings.payouts.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
            {copy.payoutsEmpty}
          </p>
        ) : (
          <ul className="mt-4 space-y-3">
            {earnings.payouts.map((payout) => (
              <li
                key={payout.id}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-payout={payout.reference}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    {format.money(payout.amount)}{" "}
                    <span className="font-mono text-sm text-slate-500">{payout.reference}</span>
                  </p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[payout.state]}`}>
                    {copy.payoutStatus[payout.state]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {copy.payout.createdAt} {format.dateTime(payout.createdAt)} · {copy.payout.to}{" "}
                  {formatBeninNumber(payout.phone)}
                  {payout.sentAt && ` · ${copy.payout.sentAt} ${format.dateTime(payout.sentAt)}`}
                </p>
                {payout.state === "failed" && (
                  <p className="mt-1 text-sm text-red-800">
                    {payout.settledByHandAt
                      ? copy.payoutSettledByHand(format.dateTime(payout.settledByHandAt))
                      : copy.payoutFailedNext}
                  </p>
                )}
                <p className="mt-1 text-sm text-slate-700">
                  {copy.payout.covers} :{" "}
                  {payout.bookings.map((item) => `${item.reference} (${format.money(item.amount)})`).join(", ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
