import type { ByLang } from "#common/i18n";
import { notificationsPage as en } from "./en/notifications-page";
import { notificationsPage as fr } from "./fr/notifications-page";

export type NotificationsPageTexts = typeof fr;
export const notificationsPageTexts: ByLang<typeof fr> = { fr, en };
