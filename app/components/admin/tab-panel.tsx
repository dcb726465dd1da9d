// The content of the current tab, with its page links.
import { Pagination } from "#app/components/pagination";
import { bookingFilterParams, NO_BOOKING_FILTERS } from "#common/booking-filters";
import type { DashboardData } from "#server/admin/types";
import { BookingFiltersForm } from "./booking-filters-form";
import { BookingsTable } from "./bookings-table";
import { ContactMessagesList } from "./contact-messages-list";
import { ListingsPanel } from "./listings-panel";
import { MoneyPanel } from "./money-panel";
import { OutboxFilter, OutboxList } from "./outbox-list";
import { SurplusPaymentsList } from "./surplus-payments-list";
import { UsersTable } from "./users-table";

export function TabPanel({ data, basePath }: { data: DashboardData; basePath: string }) {
  const hrefFor = (page: number) => {
    const params = new URLSearchParams({ tab: data.tab });
    if (data.tab === "emails" && data.emailStatus) params.set("status", data.emailStatus);
    if (data.tab === "bookings" && data.bookingFilters) {
      for (const [name, value] of bookingFilterParams(data.bookingFilters)) params.set(name, value);
    }
    if (page > 1) params.set("page", String(page));
    return `${basePath}?${params}`;
  };
  const pages = (page: { page: number; totalPages: number }) => (
    <Pagination page={page.page} totalPages={page.totalPages} hrefFor={hrefFor} />
  );
  switch (data.tab) {
    case "listings":
      return data.listings ? (
        <ListingsPanel listings={data.listings} reasonMaxLength={data.reasonMaxLength} hrefFor={hrefFor} />
      ) : null;
    case "bookings":
      return (
        <>
          {data.surplusPayments && <SurplusPaymentsList surplus={data.surplusPayments} />}
          <BookingFiltersForm
            filters={data.bookingFilters ?? NO_BOOKING_FILTERS}
            invalid={data.bookingFiltersInvalid ?? false}
            basePath={basePath}
          />
          {data.bookings && (
            <>
              <BookingsTable bookings={data.bookings.items} />
              {pages(data.bookings)}
            </>
          )}
        </>
      );
    case "money":
      return data.money ? <MoneyPanel money={data.money} /> : null;
    case "users":
      return data.users ? (
        <>
          <UsersTable users={data.users.items} />
          {pages(data.users)}
        </>
      ) : null;
    case "messages":
      return data.messages ? (
        <>
          <ContactMessagesList items={data.messages.items} />
          {pages(data.messages)}
        </>
      ) : null;
    case "emails":
      return data.emails ? (
        <>
          <OutboxFilter current={data.emailStatus} basePath={basePath} />
          <OutboxList emails={data.emails.items} />
          {pages(data.emails)}
        </>
      ) : null;
  }
}
