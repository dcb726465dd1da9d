import type { ByLang } from "#common/i18n";
import { termsOfService as en } from "./en/terms-of-service";
import { termsOfService as fr } from "./fr/terms-of-service";

export type TermsOfServiceContent = typeof fr;
export const termsOfServiceContent: ByLang<TermsOfServiceContent> = { fr, en };
