import type { ByLang } from "#common/i18n";
import { listingPages as en } from "./en/listing-pages";
import { listingPages as fr } from "./fr/listing-pages";

export type ListingPagesTexts = typeof fr;
export const listingPagesTexts: ByLang<typeof fr> = { fr, en };
