// Everything the dashboard page shows, read for the tab asked for only (a phone on 3G
// downloads one tab at a time). The route guards the request before calling this.
import { NO_BOOKING_FILTERS, type BookingFilters } from "#common/booking-filters";
import type { Lang } from "#common/i18n";
import { loadMoneyTab } from "#server/money/admin-money.server";
import { countUnread, listNotifications } from "#server/notifications/notifications.server";
import { listBookings } from "./admin-bookings.server";
import { listContactMessages } from "./admin-contact-messages.server";
import { listDecidedListings, listPendingListings } from "./admin-listings.server";
import { listOutboxEmails } from "./admin-outbox.server";
import { listOwedSurplusPayments } from "./admin-surplus-payments.server";
import { listUsers } from "./admin-users.server";
import type { DashboardQuery } from "./dashboard-query";
import { getDashboardStats } from "./dashboard-stats.server";
import { REJECTION_REASON_MAX } from "./decision-reason";
import type { DashboardData } from "./types";

export const NOTIFICATIONS_SHOWN = 10;

async function loadTab(query: DashboardQuery, bookingFilters: BookingFilters | null): Promise<Partial<DashboardData>> {
  switch (query.tab) {
    case "listings": {
      const [pending, decided] = await Promise.all([listPendingListings(), listDecidedListings(query.page)]);
      return { listings: { pending: pending.items, pendingTotal: pending.total, decided } };
    }
    case "bookings": {
      // A filter that is not acceptable lists nothing and says so (never a guess).
      if (!bookingFilters) return { bookingFilters: NO_BOOKING_FILTERS, bookingFiltersInvalid: true };
      const [bookings, surplusPayments] = await Promise.all([
        listBookings(query.page, bookingFilters),
        listOwedSurplusPayments(),
      ]);
      return { bookings, surplusPayments, bookingFilters, bookingFiltersInvalid: false };
    }
    case "money":
      return { money: await loadMoneyTab() };
    case "users":
      return { users: await listUsers(query.page) };
    case "messages":
      return { messages: await listContactMessages(query.page) };
    case "emails":
      return { emails: await listOutboxEmails(query.page, query.emailStatus) };
  }
}

export async function loadDashboard(
  query: DashboardQuery,
  adminId: string,
  lang: Lang,
  bookingFilters: BookingFilters | null = NO_BOOKING_FILTERS,
): Promise<DashboardData> {
  const [stats, notifications, unreadNotifications, tab] = await Promise.all([
    getDashboardStats(),
    listNotifications(adminId, lang, { limit: NOTIFICATIONS_SHOWN }),
    countUnread(adminId),
    loadTab(query, bookingFilters),
  ]);
  return { ...query, stats, notifications, unreadNotifications, reasonMaxLength: REJECTION_REASON_MAX, ...tab };
}
