import type { CategoryPageTexts } from "#common/texts/category-page";

export const categoryPage: CategoryPageTexts = {
  metaTitle: (name: string) => `${name} in Benin — Bénin Voyages`,
  metaDescription: (name: string) =>
    `${name} to book in Benin on Bénin Voyages: verified listings, prices in FCFA, payment with mobile money.`,
  home: "Home",
  names: {
    appartement: "Flats",
    villa: "Villas",
    maison: "Houses",
    chambre: "Rooms",
    vehicules: "Vehicles",
    plage: "Beach",
    hebergements: "Places to stay",
  },
  intros: {
    appartement:
      "Furnished flats in town, ideal for a business trip or a holiday in Cotonou, Porto-Novo and elsewhere.",
    villa: "Spacious villas, often with a pool or a garden, for travelling with family or friends.",
    maison: "Whole houses to live Benin as if at home, in peace and on your own terms.",
    chambre: "Rooms and guest rooms in local homes, for a simple, affordable and warm stay.",
    vehicules: "Cars, 4x4s, motorbikes and scooters to rent, to discover the country at your own pace.",
    plage: "Stays by the ocean, from Cotonou to Grand-Popo by way of Ouidah: fine sand and sea views.",
    hebergements: "All our verified places to stay: flats, villas, houses and rooms all over Benin.",
    generic: "Discover the verified listings of this category all over Benin.",
  },
  empty: "This category is still growing.",
  emptyHint: "New listings are coming soon. In the meantime, discover the rest of our catalogue.",
  backHome: "Back to the home page",
  error: (message: string) => `Something went wrong: ${message}`,
  loadFailed: "The listings of this category could not be loaded.",
  retry: "Try again",
};
