import type { ByLang } from "#common/i18n";
import { about as en } from "./en/about";
import { about as fr } from "./fr/about";

export type AboutContent = typeof fr;
export const aboutContent: ByLang<AboutContent> = { fr, en };
