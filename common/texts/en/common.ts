import type { CommonTexts } from "#common/texts/common";

export const common: CommonTexts = {
  required: "This field is required",
  invalid: "Invalid value",
  invalidRequest: "Invalid request.",
  forbiddenCharacters: "This text contains characters that are not allowed",
  loading: "Loading...",
  back: "Back",
  retry: "Try again",
  home: "Back to the home page",
  perNight: "/ night",
  perDay: "/ day",
  newListing: "New",
  popular: "Popular",
  accommodation: "Place to stay",
  vehicle: "Vehicle",
  reviews: (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`,
  colon: ":",
};
