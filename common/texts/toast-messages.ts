import type { ByLang } from "#common/i18n";
import { toastMessages as en } from "./en/toast-messages";
import { toastMessages as fr } from "./fr/toast-messages";

/** French is written `as const` (a toast's `variant` must stay "destructive"): the other languages give any words. */
type Words<T> = T extends "destructive" ? T : T extends string ? string : { -readonly [K in keyof T]: Words<T[K]> };

export type ToastMessagesTexts = Words<typeof fr>;
export const toastMessagesTexts: ByLang<ToastMessagesTexts> = { fr, en };
