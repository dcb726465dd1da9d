import type { ByLang } from "#common/i18n";
import { legalPages as en } from "./en/legal-pages";
import { legalPages as fr } from "./fr/legal-pages";

export type LegalPagesTexts = typeof fr;
export const legalPagesTexts: ByLang<typeof fr> = { fr, en };
