// The account menu in the header (every page): apart from auth.ts, which only the sign-in
// pages need.
export const userMenu = {
  label: "Menu du compte",
  hostDashboard: "Tableau de bord",
  myListings: "Mes annonces",
  earnings: "Revenus",
  addProperty: "Ajouter un hébergement",
  addVehicle: "Ajouter un véhicule",
  admin: "Administration",
  becomeHost: "Devenir hôte",
  signOutEverywhere: "Se déconnecter de tous les appareils",
  signOut: "Se déconnecter",
  // Issue 15: every signed-in person's entries, and the header's counts.
  myBookings: "Mes réservations",
  messages: "Messages",
  notifications: "Notifications",
  account: "Mon compte",
  reservations: "Réservations",
  unreadNotifications: (count: number) => `${count} non lue${count > 1 ? "s" : ""}`,
  unreadMessages: (count: number) => `${count} non lu${count > 1 ? "s" : ""}`,
};
