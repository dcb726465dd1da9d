import type { ByLang } from "#common/i18n";
import { faq as en } from "./en/faq";
import { faq as fr } from "./fr/faq";

export type FaqContent = typeof fr;
export const faqContent: ByLang<FaqContent> = { fr, en };
