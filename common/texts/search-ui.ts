import type { ByLang } from "#common/i18n";
import { searchUi as en } from "./en/search-ui";
import { searchUi as fr } from "./fr/search-ui";

export type SearchUiTexts = typeof fr;
export const searchUiTexts: ByLang<typeof fr> = { fr, en };
