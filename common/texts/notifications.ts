import type { ByLang } from "#common/i18n";
import { notifications as fr } from "./fr/notifications";

export type NotificationsTexts = typeof fr;
export const notificationsTexts: ByLang<typeof fr> = { fr, en: fr };
