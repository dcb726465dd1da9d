// A booking's refund in words (traveler, host, administrators): on its way, sent (with the
// date), or failed with what happens next. Nothing when no refund is owed.
import { useFormat, useTexts } from "#app/lib/texts";
import { moneyTexts } from "#common/texts/money";
import type { RefundView } from "#server/bookings/booking-view.server";

export function RefundState({ refund }: { refund: RefundView }) {
  const copy = useTexts(moneyTexts).refund;
  const format = useFormat();
  if (refund.state === "none") return null;
  const amount = format.money(refund.amount);
  if (refund.state === "failed") {
    return (
      <p role="status" data-refund="failed" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {copy.failed(amount)}
      </p>
    );
  }
  if (refund.state === "paid") {
    const words = !refund.at
      ? copy.paidUndated(amount)
      : refund.byHand
        ? copy.paidByHand(amount, format.dateTime(refund.at))
        : copy.paid(amount, format.dateTime(refund.at));
    return (
      <p data-refund="paid" className="mt-3 text-sm text-emerald-800">
        {words}
      </p>
    );
  }
  return (
    <p data-refund="inProgress" className="mt-3 text-sm text-slate-700">
      {copy.inProgress(amount)}
    </p>
  );
}
