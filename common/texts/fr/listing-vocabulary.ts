// The words of the listings' fixed lists (categories, amenities, house rules, vehicle types,
// gearboxes, fuels, the country): stored in French (common/listing-vocabulary.ts), shown in
// the reader's language with vocabularyLabel. In French, each value is its own word.
import { VOCABULARY_VALUES, type VocabularyValue } from "#common/listing-vocabulary";

export const listingVocabulary = {
  words: Object.fromEntries(VOCABULARY_VALUES.map((value) => [value, value])) as Record<VocabularyValue, string>,
};
