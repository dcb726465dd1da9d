import { textsIn, type ByLang } from "#common/i18n";
import { messages as fr } from "./fr/messages";

export type MessagesTexts = typeof fr;
export const messagesTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/messages").then((module) => module.messages)),
};
