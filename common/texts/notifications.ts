import { textsIn, type ByLang } from "#common/i18n";
import { notifications as fr } from "./fr/notifications";

export type NotificationsTexts = typeof fr;
export const notificationsTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/notifications").then((module) => module.notifications)),
};
