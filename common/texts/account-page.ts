import { textsIn, type ByLang } from "#common/i18n";
import { accountPage as fr } from "./fr/account-page";

export type AccountPageTexts = typeof fr;
export const accountPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/account-page").then((module) => module.accountPage)),
};
