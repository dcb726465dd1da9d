import { textsIn, type ByLang } from "#common/i18n";
import { termsOfService as fr } from "./fr/terms-of-service";

export type TermsOfServiceContent = typeof fr;
export const termsOfServiceContent: ByLang<TermsOfServiceContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/terms-of-service").then((module) => module.termsOfService)),
};
