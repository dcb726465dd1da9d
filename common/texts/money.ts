import type { ByLang } from "#common/i18n";
import { money as en } from "./en/money";
import { money as fr } from "./fr/money";

export type MoneyTexts = typeof fr;
export const moneyTexts: ByLang<typeof fr> = { fr, en };
