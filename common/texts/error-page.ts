import type { ByLang } from "#common/i18n";
import { errorPage as en } from "./en/error-page";
import { errorPage as fr } from "./fr/error-page";

export type ErrorPageTexts = typeof fr;
export const errorPageTexts: ByLang<typeof fr> = { fr, en };
