import { textsIn, type ByLang } from "#common/i18n";
import { searchUi as fr } from "./fr/search-ui";

export type SearchUiTexts = typeof fr;
export const searchUiTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/search-ui").then((module) => module.searchUi)),
};
