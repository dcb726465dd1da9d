import { textsIn, type ByLang } from "#common/i18n";
import { auth as fr } from "./fr/auth";

export type AuthTexts = typeof fr;
export const authTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/auth").then((module) => module.auth)),
};
