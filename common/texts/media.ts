import { textsIn, type ByLang } from "#common/i18n";
import { media as fr } from "./fr/media";

export type MediaTexts = typeof fr;
export const mediaTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/media").then((module) => module.media)),
};
