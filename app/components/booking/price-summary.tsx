// The stay's price lines: unit price × nights (or days), subtotal, 10 % fee, total, as
// summarizePrice reads them from line items: the booking form's (the same pure priceStay as
// the server's, so what is shown is what the server will charge) or a booking's stored ones.
import { useFormat, useTexts } from "#app/lib/texts";
import type { PriceSummary as Price } from "#common/line-items";
import { bookingFormTexts } from "#common/texts/booking-form";

type Amounts = Pick<Price, "units" | "unitPrice" | "subtotal" | "travelerFee" | "total">;

export function PriceSummary({
  price,
  isVehicle,
  totalLabel,
}: {
  price: Amounts;
  isVehicle: boolean;
  totalLabel?: string;
}) {
  const messages = useTexts(bookingFormTexts);
  const format = useFormat();
  totalLabel ??= messages.form.total;
  return (
    <dl className="space-y-2 text-sm text-slate-700" aria-live="polite">
      <div className="flex justify-between gap-4">
        <dt>{messages.form.priceLine(format.money(price.unitPrice), messages.form.units(isVehicle, price.units))}</dt>
        <dd>{format.money(price.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{messages.form.travelerFee}</dt>
        <dd>{format.money(price.travelerFee)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
        <dt>{totalLabel}</dt>
        <dd>{format.money(price.total)}</dd>
      </div>
    </dl>
  );
}
