import type { ByLang } from "#common/i18n";
import { header as fr } from "./fr/header";

export type HeaderTexts = typeof fr;
export const headerTexts: ByLang<typeof fr> = { fr, en: fr };
