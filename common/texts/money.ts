import { textsIn, type ByLang } from "#common/i18n";
import { money as fr } from "./fr/money";

export type MoneyTexts = typeof fr;
export const moneyTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/money").then((module) => module.money)),
};
