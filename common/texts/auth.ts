import type { ByLang } from "#common/i18n";
import { auth as en } from "./en/auth";
import { auth as fr } from "./fr/auth";

export type AuthTexts = typeof fr;
export const authTexts: ByLang<typeof fr> = { fr, en };
