// Everything the dashboard page shows, read for the tab asked for only (a phone on 3G
// downloads one tab at a time). The route guards the request before calling this.
import { countUnread, listNotifications, type NotificationItem } from "../notifications/notifications.server";
import { listBookings, type AdminBooking } from "./admin-bookings.server";
import { listContactMessages, type AdminContactMessage } from "./admin-contact-messages.server";
import { listDecidedListings, listPendingListings, type AdminListing } from "./admin-listings.server";
import { listOutboxEmails, type AdminEmail } from "./admin-outbox.server";
import { listUsers, type AdminUser } from "./admin-users.server";
import type { DashboardQuery, Page } from "./dashboard-query";
import { getDashboardStats, type DashboardStats } from "./dashboard-stats.server";
import { REJECTION_REASON_MAX } from "./decision-reason";

export type DashboardData = DashboardQuery & {
  stats: DashboardStats;
  notifications: NotificationItem[];
  unreadNotifications: number;
  reasonMaxLength: number;
  listings?: { pending: AdminListing[]; pendingTotal: number; decided: Page<AdminListing> };
  bookings?: Page<AdminBooking>;
  users?: Page<AdminUser>;
  messages?: Page<AdminContactMessage>;
  emails?: Page<AdminEmail>;
};

export const NOTIFICATIONS_SHOWN = 10;

async function loadTab(query: DashboardQuery): Promise<Partial<DashboardData>> {
  switch (query.tab) {
    case "listings": {
      const [pending, decided] = await Promise.all([listPendingListings(), listDecidedListings(query.page)]);
      return { listings: { pending: pending.items, pendingTotal: pending.total, decided } };
    }
    case "bookings":
      return { bookings: await listBookings(query.page) };
    case "users":
      return { users: await listUsers(query.page) };
    case "messages":
      return { messages: await listContactMessages(query.page) };
    case "emails":
      return { emails: await listOutboxEmails(query.page, query.emailStatus) };
  }
}

export async function loadDashboard(query: DashboardQuery, adminId: string): Promise<DashboardData> {
  const [stats, notifications, unreadNotifications, tab] = await Promise.all([
    getDashboardStats(),
    listNotifications(adminId, { limit: NOTIFICATIONS_SHOWN }),
    countUnread(adminId),
    loadTab(query),
  ]);
  return { ...query, stats, notifications, unreadNotifications, reasonMaxLength: REJECTION_REASON_MAX, ...tab };
}
