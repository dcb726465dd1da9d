import type { ByLang } from "#common/i18n";
import { brand as en } from "./en/brand";
import { brand as fr } from "./fr/brand";

export type BrandTexts = typeof fr;
export const brandTexts: ByLang<typeof fr> = { fr, en };
