import { textsIn, type ByLang } from "#common/i18n";
import { listingKindPages as fr } from "./fr/listing-kind-pages";

export type ListingKindPagesTexts = typeof fr;
export const listingKindPagesTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/listing-kind-pages").then((module) => module.listingKindPages)),
};
