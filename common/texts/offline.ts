import type { ByLang } from "#common/i18n";
import { offline as en } from "./en/offline";
import { offline as fr } from "./fr/offline";

export type OfflineTexts = typeof fr;
export const offlineTexts: ByLang<typeof fr> = { fr, en };
