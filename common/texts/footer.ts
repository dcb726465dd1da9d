import { textsIn, type ByLang } from "#common/i18n";
import { footer as fr } from "./fr/footer";

export type FooterTexts = typeof fr;
export const footerTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/footer").then((module) => module.footer)),
};
