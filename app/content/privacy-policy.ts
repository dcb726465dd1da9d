import { textsIn, type ByLang } from "#common/i18n";
import { privacyPolicy as fr } from "./fr/privacy-policy";

export type PrivacyPolicyContent = typeof fr;
export const privacyPolicyContent: ByLang<PrivacyPolicyContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/privacy-policy").then((module) => module.privacyPolicy)),
};
