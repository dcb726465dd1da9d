import { textsIn, type ByLang } from "#common/i18n";
import { legalPages as fr } from "./fr/legal-pages";

export type LegalPagesTexts = typeof fr;
export const legalPagesTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/legal-pages").then((module) => module.legalPages)),
};
