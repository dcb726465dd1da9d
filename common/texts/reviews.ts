import { textsIn, type ByLang } from "#common/i18n";
import { reviews as fr } from "./fr/reviews";

export type ReviewsTexts = typeof fr;
export const reviewsTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/reviews").then((module) => module.reviews)),
};
