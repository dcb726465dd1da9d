import type { ByLang } from "#common/i18n";
import { media as en } from "./en/media";
import { media as fr } from "./fr/media";

export type MediaTexts = typeof fr;
export const mediaTexts: ByLang<typeof fr> = { fr, en };
