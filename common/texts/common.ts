import type { ByLang } from "#common/i18n";
import { common as en } from "./en/common";
import { common as fr } from "./fr/common";

export type CommonTexts = typeof fr;
export const commonTexts: ByLang<typeof fr> = { fr, en };
