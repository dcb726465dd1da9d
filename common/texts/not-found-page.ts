import type { ByLang } from "#common/i18n";
import { notFoundPage as en } from "./en/not-found-page";
import { notFoundPage as fr } from "./fr/not-found-page";

export type NotFoundPageTexts = typeof fr;
export const notFoundPageTexts: ByLang<typeof fr> = { fr, en };
