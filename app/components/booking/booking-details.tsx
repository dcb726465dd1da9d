// A booking's facts as stored on the server: reference, listing, dates, travelers, and
// the amounts (subtotal, fee, total) — never recomputed in the browser.
import { Fragment } from "react";
import { useFormat, useLang, useTexts } from "#app/lib/texts";
import { rentalTermFields } from "#common/rental-terms-fields";
import { bookingTexts } from "#common/texts/booking";
import type { BookingView } from "#server/bookings/booking-view.server";
import { PriceSummary } from "./price-summary";

export function BookingDetails({ booking, totalLabel }: { booking: BookingView; totalLabel?: string }) {
  const messages = useTexts(bookingTexts);
  const labels = messages.payment;
  const format = useFormat();
  const terms = rentalTermFields(booking.rentalTerms, useLang());
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{labels.reference}</dt>
        <dd className="font-mono font-semibold text-slate-900">{booking.reference}</dd>
        <dt className="text-slate-500">{labels.listing}</dt>
        <dd className="text-slate-900">{booking.listingTitle}</dd>
        <dt className="text-slate-500">{labels.dates}</dt>
        <dd className="text-slate-900">
          {messages.datesRange(format.longDate(booking.startDate), format.longDate(booking.endDate))}
        </dd>
        <dt className="text-slate-500">{labels.guests}</dt>
        <dd className="text-slate-900">{booking.guests}</dd>
        {terms.map((term) => (
          <Fragment key={term.label}>
            <dt className="text-slate-500">{term.label}</dt>
            <dd className="text-slate-900">{term.value}</dd>
          </Fragment>
        ))}
      </dl>
      <PriceSummary
        price={{
          units: booking.units,
          unitPrice: booking.unitPrice,
          subtotal: booking.subtotal,
          travelerFee: booking.travelerFee,
          total: booking.total,
        }}
        discount={booking.discount}
        isVehicle={booking.isVehicle}
        totalLabel={totalLabel}
        driver={booking.driver}
      />
    </div>
  );
}
