import { textsIn, type ByLang } from "#common/i18n";
import { userMenu as fr } from "./fr/user-menu";

export type UserMenuTexts = typeof fr;
export const userMenuTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/user-menu").then((module) => module.userMenu)),
};
