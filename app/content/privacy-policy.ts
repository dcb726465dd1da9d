import type { ByLang } from "#common/i18n";
import { privacyPolicy as en } from "./en/privacy-policy";
import { privacyPolicy as fr } from "./fr/privacy-policy";

export type PrivacyPolicyContent = typeof fr;
export const privacyPolicyContent: ByLang<PrivacyPolicyContent> = { fr, en };
