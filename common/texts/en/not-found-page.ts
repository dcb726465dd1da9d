import type { NotFoundPageTexts } from "#common/texts/not-found-page";

export const notFoundPage: NotFoundPageTexts = {
  title: "Page not found",
  text: "The page you are looking for does not exist or has moved.",
  metaDescription:
    "This page does not exist on Bénin Voyages. Find our places to stay and vehicles from the home page.",
};
