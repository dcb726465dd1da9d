import type { ByLang } from "#common/i18n";
import { listingKindPages as en } from "./en/listing-kind-pages";
import { listingKindPages as fr } from "./fr/listing-kind-pages";

export type ListingKindPagesTexts = typeof fr;
export const listingKindPagesTexts: ByLang<typeof fr> = { fr, en };
