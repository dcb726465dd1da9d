import { textsIn, type ByLang } from "#common/i18n";
import { common as fr } from "./fr/common";

export type CommonTexts = typeof fr;
export const commonTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/common").then((module) => module.common)),
};
