import type { ByLang } from "#common/i18n";
import { emails as en } from "./en/emails";
import { emails as fr } from "./fr/emails";

export type EmailsTexts = typeof fr;
export const emailsTexts: ByLang<typeof fr> = { fr, en };
