// Reading without a connection (docs/decisions/029): the notice a kept copy shows, and the
// page shown for an address the device has not kept (/offline).
export const offline = {
  notice: "Hors ligne",
  noticeText: "Vous lisez la copie enregistrée sur cet appareil lors de votre dernière visite.",
  pageTitle: "Hors ligne",
  pageText: "Cette page n'est pas enregistrée sur cet appareil.",
  keptText:
    "Sans connexion, vos réservations, leurs confirmations et les derniers logements consultés restent lisibles.",
  myBookings: "Mes réservations",
  metaDescription: "Bénin Voyages sans connexion : vos réservations et les derniers logements consultés.",
};
