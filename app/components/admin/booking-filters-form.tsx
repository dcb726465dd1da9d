// The bookings tab's search: a plain GET form (it works without JavaScript and the address
// can be shared between administrators), the same filters for the list and for the two CSV
// exports. The server checks every filter again (server/admin/booking-filters.ts).
import { SelectField, TextField } from "#app/components/ui/field";
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { bookingFilterParams, hasBookingFilters, type BookingFilters } from "#common/booking-filters";
import { BOOKING_STATUSES } from "#common/lifecycles/booking";
import { adminTexts } from "#common/texts/admin";
import { operatorsTexts } from "#common/texts/operators";

const buttonClass =
  "inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-brand-700";

export function BookingFiltersForm({
  filters,
  invalid,
  basePath,
}: {
  filters: BookingFilters;
  invalid: boolean;
  basePath: string;
}) {
  const text = useTexts(operatorsTexts);
  const statusLabel = useTexts(adminTexts).bookingStatus;
  const exportHref = (kind: "bookings" | "payments") => {
    const params = bookingFilterParams(filters);
    params.set("kind", kind);
    return `/admin-export.csv?${params}`;
  };
  return (
    <section aria-labelledby="booking-filters-title" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="booking-filters-title" className="text-lg font-semibold text-slate-900">
        {text.filters.title}
      </h2>
      {invalid && (
        <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text.refusals.invalidFilter}
        </p>
      )}
      <form method="get" action={basePath} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <input type="hidden" name="tab" value="bookings" />
        <SelectField
          label={text.filters.state}
          name="state"
          id="filter-state"
          placeholder={text.filters.anyState}
          defaultValue={filters.state ?? ""}
          options={BOOKING_STATUSES.map((status) => ({ value: status, label: statusLabel[status] }))}
        />
        <TextField
          label={text.filters.from}
          name="from"
          id="filter-from"
          type="date"
          defaultValue={filters.from ?? ""}
        />
        <TextField label={text.filters.to} name="to" id="filter-to" type="date" defaultValue={filters.to ?? ""} />
        <TextField
          label={text.filters.listing}
          name="listing"
          id="filter-listing"
          maxLength={200}
          defaultValue={filters.listing}
        />
        <TextField
          label={text.filters.travelerEmail}
          name="email"
          id="filter-email"
          type="search"
          maxLength={320}
          defaultValue={filters.travelerEmail}
        />
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            {text.filters.search}
          </button>
          {(hasBookingFilters(filters) || invalid) && (
            <Link
              to={`${basePath}?tab=bookings`}
              className={`${buttonClass} border border-slate-300 text-slate-800 hover:border-brand-600`}
            >
              {text.filters.reset}
            </Link>
          )}
        </div>
      </form>
      {!invalid && (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <a href={exportHref("bookings")} className="font-semibold text-brand-700 underline" download>
            {text.filters.exportBookings}
          </a>
          <a href={exportHref("payments")} className="font-semibold text-brand-700 underline" download>
            {text.filters.exportPayments}
          </a>
        </p>
      )}
    </section>
  );
}
