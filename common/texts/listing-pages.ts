import { textsIn, type ByLang } from "#common/i18n";
import { listingPages as fr } from "./fr/listing-pages";

export type ListingPagesTexts = typeof fr;
export const listingPagesTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/listing-pages").then((module) => module.listingPages)),
};
