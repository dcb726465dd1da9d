import type { UserMenuTexts } from "#common/texts/user-menu";

export const userMenu: UserMenuTexts = {
  label: "Account menu",
  hostDashboard: "Dashboard",
  myListings: "My listings",
  earnings: "Earnings",
  addProperty: "Add a place to stay",
  addVehicle: "Add a vehicle",
  admin: "Administration",
  becomeHost: "Become a host",
  signOutEverywhere: "Sign out of all devices",
  signOut: "Sign out",
  myBookings: "My bookings",
  messages: "Messages",
  notifications: "Notifications",
  account: "My account",
  reservations: "Reservations",
  unreadNotifications: (count: number) => `${count} unread`,
  unreadMessages: (count: number) => `${count} unread`,
};
