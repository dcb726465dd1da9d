import { textsIn, type ByLang } from "#common/i18n";
import { toastMessages as fr } from "./fr/toast-messages";

/** French is written `as const` (a toast's `variant` must stay "destructive"): the other languages give any words. */
type Words<T> = T extends "destructive" ? T : T extends string ? string : { -readonly [K in keyof T]: Words<T[K]> };

export type ToastMessagesTexts = Words<typeof fr>;
export const toastMessagesTexts: ByLang<ToastMessagesTexts> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/toast-messages").then((module) => module.toastMessages)),
};
