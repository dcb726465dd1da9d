import { textsIn, type ByLang } from "#common/i18n";
import { emails as fr } from "./fr/emails";

export type EmailsTexts = typeof fr;
export const emailsTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/emails").then((module) => module.emails)),
};
