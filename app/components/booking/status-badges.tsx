// A booking's status and payment status, as badges (traveler and host lists).
import { useTexts } from "#app/lib/texts";
import { isConfirmed, isPaid } from "#common/lifecycles/booking";
import { bookingTexts } from "#common/texts/booking";
import type { BookingView } from "#server/bookings/booking-view.server";

export function StatusBadges({ booking }: { booking: Pick<BookingView, "status" | "paymentStatus"> }) {
  const messages = useTexts(bookingTexts);
  const paid = isPaid(booking);
  return (
    <span className="flex flex-wrap gap-2 text-xs font-semibold">
      <span
        data-status={booking.status}
        className={`rounded-full px-2 py-1 ${isConfirmed(booking) ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700"}`}
      >
        {messages.status[booking.status]}
      </span>
      <span
        className={`rounded-full px-2 py-1 ${paid ? "bg-brand-100 text-brand-800" : "bg-amber-100 text-amber-800"}`}
      >
        {messages.paymentStatus[booking.paymentStatus]}
      </span>
    </span>
  );
}
