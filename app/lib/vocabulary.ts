// The listings' fixed lists (categories, amenities, house rules, vehicle details, country)
// in the page's language: values are stored in French, a host's own items shown as written.
import { useTexts } from "#app/lib/texts";
import { vocabularyLabel } from "#common/listing-vocabulary";
import { listingVocabularyTexts } from "#common/texts/listing-vocabulary";

export function useVocabulary(): (value: string) => string {
  const { words } = useTexts(listingVocabularyTexts);
  return (value) => vocabularyLabel(words, value);
}
