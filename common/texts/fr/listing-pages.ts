export const listingPages = {
  search: {
    metaTitle: "Rechercher un hébergement ou un véhicule — Bénin Voyages",
    metaTitleFor: (destination: string) => `${destination} : hébergements et véhicules — Bénin Voyages`,
    metaDescription:
      "Trouvez un appartement, une villa, une maison, une chambre ou un véhicule de location au Bénin, filtrés par prix, ville et équipements.",
    title: "Résultats de recherche",
    titleFor: (destination: string) => `Résultats pour « ${destination} »`,
    /** `shown` is `total` formatted for the reader (format.number: '1 234'). */
    count: (total: number, shown: string) =>
      total === 0 ? "Aucun résultat" : `${shown} ${total > 1 ? "résultats" : "résultat"}`,
    /** The search counts up to a cap (docs/decisions/004-search-at-scale.md), given formatted. */
    countOver: (cap: string) => `Plus de ${cap} résultats`,
    countOverHint: (cap: string) =>
      `Seuls les ${cap} premiers sont proposés : précisez la destination, les dates ou les filtres pour affiner.`,
    empty: "Aucun résultat ne correspond à vos critères",
    emptyHint: "Essayez d'autres dates, une autre destination ou moins de filtres.",
    resetFilters: "Réinitialiser les filtres",
    errorTitle: "Erreur de recherche",
    errorMessage: "Une erreur s'est produite lors de la recherche. Veuillez réessayer.",
    sortLabel: "Trier par",
    sortNewest: "Plus récents",
    sortPriceAsc: "Prix croissant",
    sortPriceDesc: "Prix décroissant",
  },
  filters: {
    title: "Filtres",
    show: "Afficher les filtres",
    type: "Type",
    types: {
      appartement: "Appartement",
      villa: "Villa",
      maison: "Maison",
      chambre: "Chambre",
      vehicule: "Véhicule",
    },
    price: "Prix",
    minPrice: "Prix minimum",
    maxPrice: "Prix maximum",
    noMaximum: "Sans limite",
    city: "Ville",
    cityPlaceholder: "Ex. Cotonou",
    amenities: "Équipements",
    amenityLabels: {
      wifi: "WiFi",
      piscine: "Piscine",
      climatisation: "Climatisation",
      parking: "Parking",
      "vue sur mer": "Vue sur mer",
      cuisine: "Cuisine",
    },
    apply: "Appliquer les filtres",
  },
  emptyHint: "Nous travaillons activement pour enrichir notre catalogue. Revenez bientôt !",
  pagination: {
    label: "Pagination",
    previous: "Précédent",
    next: "Suivant",
    page: (page: number) => `Page ${page}`,
    pageOf: (page: number, total: number) => `Page ${page} sur ${total}`,
  },
  breadcrumb: "Fil d'Ariane",
};
