import type { ByLang } from "#common/i18n";
import { helpCenter as en } from "./en/help-center";
import { helpCenter as fr } from "./fr/help-center";

export type HelpCenterContent = typeof fr;
export const helpCenterContent: ByLang<HelpCenterContent> = { fr, en };
