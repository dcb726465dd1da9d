import type { NotificationsPageTexts } from "#common/texts/notifications-page";

export const notificationsPage: NotificationsPageTexts = {
  metaTitle: "Notifications",
  title: "Notifications",
  unreadCount: (count: number) =>
    count === 0 ? "No unread notifications" : count === 1 ? "1 unread notification" : `${count} unread notifications`,
  pages: "Notification pages",
  newer: "Newer",
  older: "Older",
  page: (page: number) => `Page ${page}`,
};
