import { textsIn, type ByLang } from "#common/i18n";
import { notFoundPage as fr } from "./fr/not-found-page";

export type NotFoundPageTexts = typeof fr;
export const notFoundPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/not-found-page").then((module) => module.notFoundPage)),
};
