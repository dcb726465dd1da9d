// Every English text the interface shows lives in common/texts/en/, one file per area, each
// typed against its French reference (common/texts/fr/): TypeScript and texts.test.ts say
// when a key is missing or extra. The brand name stays as it is.
import type { BrandTexts } from "#common/texts/brand";

export const brand: BrandTexts = {
  name: "Bénin Voyages",
  tagline: "Places to stay and vehicles to rent all over Benin, paid with mobile money.",
};
