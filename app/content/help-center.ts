import { textsIn, type ByLang } from "#common/i18n";
import { helpCenter as fr } from "./fr/help-center";

export type HelpCenterContent = typeof fr;
export const helpCenterContent: ByLang<HelpCenterContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/help-center").then((module) => module.helpCenter)),
};
