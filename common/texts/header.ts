import type { ByLang } from "#common/i18n";
import { header as en } from "./en/header";
import { header as fr } from "./fr/header";

export type HeaderTexts = typeof fr;
export const headerTexts: ByLang<typeof fr> = { fr, en };
