import type { ListingPagesTexts } from "#common/texts/listing-pages";

export const listingPages: ListingPagesTexts = {
  search: {
    metaTitle: "Find a place to stay or a vehicle — Bénin Voyages",
    metaTitleFor: (destination: string) => `${destination}: places to stay and vehicles — Bénin Voyages`,
    metaDescription:
      "Find a flat, a villa, a house, a room or a rental vehicle in Benin, filtered by price, town and amenities.",
    title: "Search results",
    titleFor: (destination: string) => `Results for “${destination}”`,
    count: (total: number, shown: string) =>
      total === 0 ? "No results" : `${shown} ${total === 1 ? "result" : "results"}`,
    countOver: (cap: string) => `More than ${cap} results`,
    countOverHint: (cap: string) =>
      `Only the first ${cap} are shown: give a destination, dates or filters to narrow the search.`,
    empty: "No result matches your search",
    emptyHint: "Try other dates, another destination or fewer filters.",
    resetFilters: "Reset the filters",
    errorTitle: "Search error",
    errorMessage: "Something went wrong during the search. Please try again.",
    sortLabel: "Sort by",
    sortNewest: "Newest",
    sortPriceAsc: "Price, lowest first",
    sortPriceDesc: "Price, highest first",
  },
  filters: {
    title: "Filters",
    show: "Show the filters",
    type: "Type",
    types: {
      appartement: "Flat",
      villa: "Villa",
      maison: "House",
      chambre: "Room",
      vehicule: "Vehicle",
    },
    price: "Price",
    minPrice: "Minimum price",
    maxPrice: "Maximum price",
    noMaximum: "No limit",
    city: "Town",
    cityPlaceholder: "E.g. Cotonou",
    amenities: "Amenities",
    amenityLabels: {
      wifi: "WiFi",
      piscine: "Swimming pool",
      climatisation: "Air conditioning",
      parking: "Parking",
      "vue sur mer": "Sea view",
      cuisine: "Kitchen",
    },
    apply: "Apply the filters",
  },
  emptyHint: "We are working hard to grow our catalogue. Come back soon!",
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    page: (page: number) => `Page ${page}`,
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  },
  breadcrumb: "Breadcrumb",
};
