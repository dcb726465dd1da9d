import type { ByLang } from "#common/i18n";
import { admin as en } from "./en/admin";
import { admin as fr } from "./fr/admin";

export type AdminTexts = typeof fr;
export const adminTexts: ByLang<typeof fr> = { fr, en };
