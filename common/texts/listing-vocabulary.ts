import { textsIn, type ByLang } from "#common/i18n";
import { listingVocabulary as fr } from "./fr/listing-vocabulary";

export type ListingVocabularyTexts = typeof fr;
export const listingVocabularyTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/listing-vocabulary").then((module) => module.listingVocabulary)),
};
