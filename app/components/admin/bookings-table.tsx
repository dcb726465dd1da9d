import { RefundState } from "#app/components/booking/refund-state";
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { isConfirmed } from "#common/lifecycles/booking";
import { adminTexts } from "#common/texts/admin";
import { operatorsTexts } from "#common/texts/operators";
import type { AdminBooking } from "#server/admin/types";
import { cellClass, DataTable, EmptyState } from "./data-table";
import { OperatorActionForm } from "./operator-action-form";
import { StatusBadge } from "./status-badge";

export function BookingsTable({ bookings }: { bookings: AdminBooking[] }) {
  const messages = useTexts(adminTexts);
  const text = messages.bookings;
  const operators = useTexts(operatorsTexts);
  const { money, longDate } = useFormat();
  if (!bookings.length) return <EmptyState text={text.empty} />;
  return (
    <DataTable
      caption={messages.tabs.bookings}
      headers={[text.reference, text.listing, text.traveler, text.dates, text.amounts, text.status]}
    >
      {bookings.map((booking) => (
        <tr key={booking.id}>
          <td className={`${cellClass} font-mono`}>{booking.reference}</td>
          <td className={cellClass}>
            <Link to={`/property/${booking.listing.id}`} className="text-brand-700 hover:underline">
              {booking.listing.title}
            </Link>
          </td>
          <td className={cellClass}>
            {booking.traveler.name}
            <br />
            <span className="text-slate-500">{booking.traveler.maskedEmail}</span>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {text.from(longDate(booking.startDate), longDate(booking.endDate))}
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <strong>{money(booking.totalPrice)}</strong>
            <br />
            <span className="text-xs text-slate-500">
              {text.subtotal} {money(booking.subtotal)} · {text.travelerFee} {money(booking.travelerFee)} ·{" "}
              {text.hostFee} {money(booking.hostFee)}
            </span>
          </td>
          <td className={cellClass}>
            <div className="flex flex-col items-start gap-1">
              <StatusBadge status={booking.status} label={messages.bookingStatus[booking.status]} />
              <StatusBadge status={booking.paymentStatus} label={messages.paymentStatus[booking.paymentStatus]} />
              {booking.refundOwed !== null && (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {text.refundOwed(money(booking.refundOwed))}
                </span>
              )}
              {(booking.refund.state === "failed" || booking.refund.state === "paid") && (
                <RefundState refund={booking.refund} />
              )}
              {booking.surplusOwed !== null && (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {text.surplusOwed(money(booking.surplusOwed))}
                </span>
              )}
              {/* Issue 16: an administrator cancels a paid booking with a full refund (the server checks the dates). */}
              {isConfirmed(booking) && (
                <OperatorActionForm
                  intent="cancel-booking"
                  label={operators.booking.cancel}
                  fields={{ bookingId: booking.id }}
                  danger
                />
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
