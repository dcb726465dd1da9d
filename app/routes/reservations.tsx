// /reservations: the bookings made on the host's own listings, with the host's payout (their
// share of the booking's stored line items: the subtotal less the 5 % host fee) and, once
// paid, the traveler's contact details.
import { Link } from "react-router";
import { StatusBadges } from "#app/components/booking/status-badges";
import { mailtoHref } from "#app/lib/mailto";
import { useTexts, useFormat } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { showsContactDetails } from "#common/lifecycles/booking";
import { hostShare } from "#common/line-items";
import { bookingTexts } from "#common/texts/booking";
import { requireRole } from "#server/accounts/guards.server";
import { listHostReservations } from "#server/bookings/booking-queries.server";
import { toBookingView } from "#server/bookings/booking-view.server";
import type { Route } from "./+types/reservations";

export function meta({ location }: Route.MetaArgs) {
  const copy = bookingTexts[langOfPath(location.pathname)].reservations;
  return [{ title: copy.metaTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const rows = await listHostReservations(user.id);
  return {
    reservations: rows.map((row) => {
      // Full name and contact details only once the traveler has paid (no harvesting through unpaid holds).
      const shown = showsContactDetails(row);
      const traveler = row.travelerInfo;
      return {
        ...toBookingView(row),
        payout: hostShare(row.lineItems),
        travelerName: shown
          ? `${traveler.firstName} ${traveler.lastName}`
          : `${traveler.firstName} ${traveler.lastName.charAt(0)}.`,
        contact: shown ? { email: traveler.email, phone: traveler.phone ?? null } : null,
      };
    }),
  };
}

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const messages = useTexts(bookingTexts);
  const copy = messages.reservations;
  const format = useFormat();
  const { reservations } = loaderData;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      {reservations.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{copy.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reservations.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border border-slate-200 bg-white p-5"
              data-booking-reference={item.reference}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <Link
                    to={`/property/${item.listingId}`}
                    className="text-lg font-semibold text-slate-900 hover:text-brand-700"
                  >
                    {item.listingTitle}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {messages.myBookings.reference} <span className="font-mono font-semibold">{item.reference}</span>
                  </p>
                </div>
                <StatusBadges booking={item} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500">{messages.myBookings.dates}</dt>
                  <dd>{messages.datesRange(format.longDate(item.startDate), format.longDate(item.endDate))}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{messages.myBookings.guests}</dt>
                  <dd>{item.guests}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{copy.payout}</dt>
                  <dd className="font-semibold">{format.money(item.payout)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{copy.traveler}</dt>
                  <dd>{item.travelerName}</dd>
                </div>
              </dl>
              {item.contact ? (
                <p className="mt-3 text-sm text-slate-700">
                  <a href={mailtoHref(item.contact.email)} className="text-brand-700 hover:underline">
                    {item.contact.email}
                  </a>
                  {item.contact.phone && (
                    <>
                      {" · "}
                      <a
                        href={`tel:${item.contact.phone.replace(/\s+/g, "")}`}
                        className="text-brand-700 hover:underline"
                      >
                        {item.contact.phone}
                      </a>
                    </>
                  )}
                </p>
              ) : (
                <p className="mt-3 text-sm text-slate-500">{copy.contactAfterPayment}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
