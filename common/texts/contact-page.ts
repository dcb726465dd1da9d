import type { ByLang } from "#common/i18n";
import { contactPage as en } from "./en/contact-page";
import { contactPage as fr } from "./fr/contact-page";

export type ContactPageTexts = typeof fr;
export const contactPageTexts: ByLang<typeof fr> = { fr, en };
