import type { ByLang } from "#common/i18n";
import { reviews as en } from "./en/reviews";
import { reviews as fr } from "./fr/reviews";

export type ReviewsTexts = typeof fr;
export const reviewsTexts: ByLang<typeof fr> = { fr, en };
