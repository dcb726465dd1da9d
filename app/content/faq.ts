import { textsIn, type ByLang } from "#common/i18n";
import { faq as fr } from "./fr/faq";

export type FaqContent = typeof fr;
export const faqContent: ByLang<FaqContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/faq").then((module) => module.faq)),
};
