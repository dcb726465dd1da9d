import type { ByLang } from "#common/i18n";
import { accountPage as en } from "./en/account-page";
import { accountPage as fr } from "./fr/account-page";

export type AccountPageTexts = typeof fr;
export const accountPageTexts: ByLang<typeof fr> = { fr, en };
