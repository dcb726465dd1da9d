// The stay's price lines: unit price × nights (or days), the driver's days × price per day
// (a vehicle taken with its driver), 10 % fee, total, as
// summarizePrice reads them from line items: the booking form's (the same pure priceStay as
// the server's, so what is shown is what the server will charge) or a booking's stored ones.
import { useFormat, useTexts } from "#app/lib/texts";
import type { DiscountShown, driverPrice, PriceSummary as Price } from "#common/line-items";
import { bookingFormTexts } from "#common/texts/booking-form";
import { bookingRulesTexts } from "#common/texts/booking-rules";

type Amounts = Pick<Price, "units" | "unitPrice" | "subtotal" | "travelerFee" | "total">;

export function PriceSummary({
  price,
  discount = null,
  isVehicle,
  totalLabel,
  driver = null,
}: {
  price: Amounts;
  /** The listing's long-stay discount (common/line-items discountOf), shown under the stay's price. */
  discount?: DiscountShown | null;
  isVehicle: boolean;
  totalLabel?: string;
  /** The driver's line (driverPrice of the line items), when the traveler chose a driver. */
  driver?: ReturnType<typeof driverPrice>;
}) {
  const messages = useTexts(bookingFormTexts);
  const rulesCopy = useTexts(bookingRulesTexts).panel;
  const format = useFormat();
  totalLabel ??= messages.form.total;
  return (
    <dl className="space-y-2 text-sm text-slate-700" aria-live="polite">
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{messages.form.priceLine(format.money(price.unitPrice), messages.form.units(isVehicle, price.units))}</dt>
        <dd className="ml-auto">
          {format.money(discount ? discount.stayAmount : price.subtotal - (driver?.amount ?? 0))}
        </dd>
      </div>
      {driver && (
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{messages.form.driverLine(format.money(driver.unitPrice), messages.form.units(true, driver.units))}</dt>
          <dd className="ml-auto">{format.money(driver.amount)}</dd>
        </div>
      )}
      {discount && (
        <div className="flex flex-wrap justify-between gap-x-4 text-brand-800" data-price-line="discount">
          <dt>{rulesCopy.discountLine(discount.period, discount.percent)}</dt>
          <dd className="ml-auto">−{format.money(discount.amount)}</dd>
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt>{messages.form.travelerFee}</dt>
        <dd className="ml-auto">{format.money(price.travelerFee)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
        <dt>{totalLabel}</dt>
        <dd className="ml-auto">{format.money(price.total)}</dd>
      </div>
    </dl>
  );
}
