import type { ByLang } from "#common/i18n";
import { toastMessages as fr } from "./fr/toast-messages";

export type ToastMessagesTexts = typeof fr;
export const toastMessagesTexts: ByLang<typeof fr> = { fr, en: fr };
