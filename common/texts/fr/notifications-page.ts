// /notifications (issue 15): every signed-in person's notifications, newest first.
export const notificationsPage = {
  metaTitle: "Notifications",
  title: "Notifications",
  unreadCount: (count: number) =>
    count === 0
      ? "Aucune notification non lue"
      : count === 1
        ? "1 notification non lue"
        : `${count} notifications non lues`,
  pages: "Pages des notifications",
  newer: "Plus récentes",
  older: "Plus anciennes",
  page: (page: number) => `Page ${page}`,
};
