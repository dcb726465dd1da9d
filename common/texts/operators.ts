import { textsIn, type ByLang } from "#common/i18n";
import { operators as fr } from "./fr/operators";

export type OperatorsTexts = typeof fr;
export const operatorsTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/operators").then((module) => module.operators)),
};
