import { textsIn, type ByLang } from "#common/i18n";
import { notificationsPage as fr } from "./fr/notifications-page";

export type NotificationsPageTexts = typeof fr;
export const notificationsPageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/notifications-page").then((module) => module.notificationsPage)),
};
