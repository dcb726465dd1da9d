import type { ListingKindPagesTexts } from "#common/texts/listing-kind-pages";

export const listingKindPages: ListingKindPagesTexts = {
  accommodations: {
    metaTitle: "Places to stay in Benin — Bénin Voyages",
    metaDescription:
      "Verified flats, villas, houses and guest rooms all over Benin, bookable online and payable with mobile money.",
    title: "Places to stay",
    intro: "All our verified places to stay, newest first.",
    empty: "No place to stay is available at the moment.",
  },
  vehicles: {
    metaTitle: "Vehicle rental in Benin — Bénin Voyages",
    metaDescription:
      "Saloons, SUVs, 4x4s, motorbikes and scooters to rent in Benin, with or without a driver, payable with mobile money.",
    title: "Vehicles",
    intro: "All our verified rental vehicles, newest first.",
    empty: "No vehicle is available at the moment.",
  },
};
