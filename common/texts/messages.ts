import type { ByLang } from "#common/i18n";
import { messages as en } from "./en/messages";
import { messages as fr } from "./fr/messages";

export type MessagesTexts = typeof fr;
export const messagesTexts: ByLang<typeof fr> = { fr, en };
