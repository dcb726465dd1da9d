import type { ByLang } from "#common/i18n";
import { listingVocabulary as en } from "./en/listing-vocabulary";
import { listingVocabulary as fr } from "./fr/listing-vocabulary";

export type ListingVocabularyTexts = typeof fr;
export const listingVocabularyTexts: ByLang<typeof fr> = { fr, en };
