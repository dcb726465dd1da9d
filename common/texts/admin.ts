import { textsIn, type ByLang } from "#common/i18n";
import { admin as fr } from "./fr/admin";

export type AdminTexts = typeof fr;
export const adminTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/admin").then((module) => module.admin)),
};
