import type { ByLang } from "#common/i18n";
import { accountPage as fr, notificationsPage as notificationsFr } from "./fr/account-page";

export type AccountPageTexts = typeof fr;
export const accountPageTexts: ByLang<typeof fr> = { fr };
export const notificationsPageTexts: ByLang<typeof notificationsFr> = { fr: notificationsFr };
