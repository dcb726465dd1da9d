import type { HomePageTexts } from "#common/texts/home-page";

export const homePage: HomePageTexts = {
  metaTitle: "Bénin Voyages — Places to stay and vehicle rental in Benin",
  metaDescription:
    "Book flats, villas, houses, rooms and rental vehicles all over Benin. Prices in FCFA, payment with MTN and Moov mobile money.",
  heroTitle: "Discover Benin your way",
  heroSubtitle: "Verified places to stay and rental vehicles, simply paid with mobile money.",
  slides: {
    heritage: "Benin's heritage",
    vehicles: "Premium vehicles",
    hotels: "Quality hotels",
    residences: "Comfortable residences",
    beaches: "Benin's beaches",
  },
  carouselLabel: "Home slideshow",
  showSlide: (index: number, total: number, name: string) => `Slide ${index} of ${total}: ${name}`,
  pauseCarousel: "Pause the slideshow",
  playCarousel: "Resume the slideshow",
  categoriesTitle: "Popular categories",
  categories: {
    appartement: "Flats",
    villa: "Villas",
    maison: "Houses",
    chambre: "Rooms",
    véhicules: "Vehicles",
    plage: "Beach",
  },
  available: (count: number) => `${count} available`,
  comingSoon: "Coming soon",
  listingsTitle: "Discover our places to stay and vehicles",
  tabAccommodations: "Places to stay",
  tabVehicles: "Vehicles",
  emptyAccommodations: "No place to stay is available at the moment.",
  emptyVehicles: "No vehicle is available at the moment.",
  emptyHint: "We are working hard to grow our catalogue. Come back soon!",
  seeMoreAccommodations: "See more places to stay",
  seeMoreVehicles: "See more vehicles",
};
