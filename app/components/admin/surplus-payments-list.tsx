// The payments to give back, above the bookings: each payment no booking kept, still owed
// to the (masked) number that paid it. Hidden when nothing is owed.
import { useFormat, useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { DashboardData } from "#server/admin/types";
import { cellClass, DataTable } from "./data-table";

export function SurplusPaymentsList({ surplus }: { surplus: NonNullable<DashboardData["surplusPayments"]> }) {
  const messages = useTexts(adminTexts);
  const text = messages.surplus;
  const { money, longDate } = useFormat();
  if (!surplus.total) return null;
  return (
    <section aria-labelledby="surplus-title" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="surplus-title" className="text-lg font-semibold text-amber-950">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        {text.summary(surplus.total, money(surplus.amount))}
        {surplus.total > surplus.items.length && <> {text.more(surplus.items.length)}</>}
      </p>
      <div className="mt-3">
        <DataTable
          caption={text.title}
          headers={[text.booking, text.amount, text.paidWith, text.reason, text.receivedAt]}
        >
          {surplus.items.map((item) => (
            <tr key={item.id}>
              <td className={cellClass}>
                <span className="font-mono">{item.reference}</span>
                <br />
                <span className="text-slate-500">{item.listingTitle}</span>
              </td>
              <td className={`${cellClass} whitespace-nowrap font-semibold`}>{money(item.amount)}</td>
              <td className={cellClass}>
                {text.methods[item.paymentMethod ?? "unknown"]}
                {item.maskedPhone && (
                  <>
                    <br />
                    <span className="font-mono text-slate-500">{item.maskedPhone}</span>
                  </>
                )}
              </td>
              <td className={cellClass}>{text.reasons[item.reason]}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{longDate(item.createdAt.slice(0, 10))}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </section>
  );
}
