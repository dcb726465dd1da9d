import type { ByLang } from "#common/i18n";
import { supportInfo as en } from "./en/support-info";
import { supportInfo as fr } from "./fr/support-info";

export type SupportInfoTexts = typeof fr;
export const supportInfoTexts: ByLang<typeof fr> = { fr, en };
