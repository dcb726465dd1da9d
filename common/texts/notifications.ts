import type { ByLang } from "#common/i18n";
import { notifications as en } from "./en/notifications";
import { notifications as fr } from "./fr/notifications";

export type NotificationsTexts = typeof fr;
export const notificationsTexts: ByLang<typeof fr> = { fr, en };
