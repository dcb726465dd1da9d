import { textsIn, type ByLang } from "#common/i18n";
import { propertyPage as fr } from "./fr/property-page";

export type PropertyPageTexts = typeof fr;
export const propertyPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/property-page").then((module) => module.propertyPage)),
};
