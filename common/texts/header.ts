import { textsIn, type ByLang } from "#common/i18n";
import { header as fr } from "./fr/header";

export type HeaderTexts = typeof fr;
export const headerTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/header").then((module) => module.header)),
};
