import { textsIn, type ByLang } from "#common/i18n";
import { contactPage as fr } from "./fr/contact-page";

export type ContactPageTexts = typeof fr;
export const contactPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/contact-page").then((module) => module.contactPage)),
};
