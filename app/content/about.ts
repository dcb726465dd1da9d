import { textsIn, type ByLang } from "#common/i18n";
import { about as fr } from "./fr/about";

export type AboutContent = typeof fr;
export const aboutContent: ByLang<AboutContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/about").then((module) => module.about)),
};
