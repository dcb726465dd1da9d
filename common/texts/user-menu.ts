import type { ByLang } from "#common/i18n";
import { userMenu as en } from "./en/user-menu";
import { userMenu as fr } from "./fr/user-menu";

export type UserMenuTexts = typeof fr;
export const userMenuTexts: ByLang<typeof fr> = { fr, en };
