import { textsIn, type ByLang } from "#common/i18n";
import { supportInfo as fr } from "./fr/support-info";

export type SupportInfoTexts = typeof fr;
export const supportInfoTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/support-info").then((module) => module.supportInfo)),
};
