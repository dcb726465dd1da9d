import type { ByLang } from "#common/i18n";
import { propertyPage as en } from "./en/property-page";
import { propertyPage as fr } from "./fr/property-page";

export type PropertyPageTexts = typeof fr;
export const propertyPageTexts: ByLang<typeof fr> = { fr, en };
