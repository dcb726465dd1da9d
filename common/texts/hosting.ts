import type { ByLang } from "#common/i18n";
import { hosting as en } from "./en/hosting";
import { hosting as fr } from "./fr/hosting";

export type HostingTexts = typeof fr;
export const hostingTexts: ByLang<typeof fr> = { fr, en };
