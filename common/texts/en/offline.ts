import type { OfflineTexts } from "#common/texts/offline";

export const offline: OfflineTexts = {
  notice: "Offline",
  noticeText: "You are reading the copy saved on this device during your last visit.",
  pageTitle: "Offline",
  pageText: "This page is not saved on this device.",
  keptText:
    "Without a connection, your bookings, their confirmations and the places to stay you viewed last remain readable.",
  myBookings: "My bookings",
  metaDescription: "Bénin Voyages without a connection: your bookings and the places to stay you viewed last.",
};
