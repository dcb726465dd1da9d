import { textsIn, type ByLang } from "#common/i18n";
import { offline as fr } from "./fr/offline";

export type OfflineTexts = typeof fr;
export const offlineTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/offline").then((module) => module.offline)),
};
