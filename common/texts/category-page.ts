import type { ByLang } from "#common/i18n";
import { categoryPage as en } from "./en/category-page";
import { categoryPage as fr } from "./fr/category-page";

export type CategoryPageTexts = typeof fr;
export const categoryPageTexts: ByLang<typeof fr> = { fr, en };
