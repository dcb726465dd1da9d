// The one place a booking's amount columns are written from. The line items are the record
// (common/line-items.ts); unit_price, units, subtotal, traveler_fee, host_fee and total_price
// are copies of what they say, kept because SQL reads them (the dashboard's paid volume,
// the CHECK total_price = subtotal + traveler_fee) and so that they can never disagree.
import { assertLineItems, summarizePrice, type LineItem } from "#common/line-items";

export type MoneyColumns = {
  lineItems: LineItem[];
  unitPrice: number;
  units: number;
  subtotal: number;
  travelerFee: number;
  hostFee: number;
  totalPrice: number;
};

/** The values to write with a booking: its line items, and the amount columns derived from them. */
export function moneyColumns(lineItems: readonly LineItem[]): MoneyColumns {
  assertLineItems(lineItems);
  const price = summarizePrice(lineItems);
  return {
    lineItems: [...lineItems],
    unitPrice: price.unitPrice,
    units: price.units,
    subtotal: price.subtotal,
    travelerFee: price.travelerFee,
    hostFee: price.hostFee,
    totalPrice: price.total,
  };
}
