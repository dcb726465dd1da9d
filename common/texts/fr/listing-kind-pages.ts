// /accommodations and /vehicles.
export const listingKindPages = {
  accommodations: {
    metaTitle: "Hébergements au Bénin — Bénin Voyages",
    metaDescription:
      "Appartements, villas, maisons et chambres d'hôtes vérifiés partout au Bénin, réservables en ligne et payables par mobile money.",
    title: "Hébergements",
    intro: "Tous nos hébergements vérifiés, du plus récent au plus ancien.",
    empty: "Aucun hébergement n'est disponible pour le moment.",
  },
  vehicles: {
    metaTitle: "Location de véhicules au Bénin — Bénin Voyages",
    metaDescription:
      "Berlines, SUV, 4x4, motos et scooters à louer au Bénin, avec ou sans chauffeur, payables par mobile money.",
    title: "Véhicules",
    intro: "Tous nos véhicules de location vérifiés, du plus récent au plus ancien.",
    empty: "Aucun véhicule n'est disponible pour le moment.",
  },
};
