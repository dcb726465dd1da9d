import { textsIn, type ByLang } from "#common/i18n";
import { categoryPage as fr } from "./fr/category-page";

export type CategoryPageTexts = typeof fr;
export const categoryPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/category-page").then((module) => module.categoryPage)),
};
