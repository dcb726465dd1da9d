import type { ByLang } from "#common/i18n";
import { footer as en } from "./en/footer";
import { footer as fr } from "./fr/footer";

export type FooterTexts = typeof fr;
export const footerTexts: ByLang<typeof fr> = { fr, en };
