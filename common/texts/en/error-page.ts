import type { ErrorPageTexts } from "#common/texts/error-page";

export const errorPage: ErrorPageTexts = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  errorTitle: "Something went wrong",
  errorText: "Please try again in a moment.",
  home: "Back to the home page",
  notFoundPlain: "Page not found.",
};
