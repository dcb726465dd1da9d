import { textsIn, type ByLang } from "#common/i18n";
import { errorPage as fr } from "./fr/error-page";

export type ErrorPageTexts = typeof fr;
export const errorPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/error-page").then((module) => module.errorPage)),
};
