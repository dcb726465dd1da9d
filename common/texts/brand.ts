import { textsIn, type ByLang } from "#common/i18n";
import { brand as fr } from "./fr/brand";

export type BrandTexts = typeof fr;
export const brandTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/brand").then((module) => module.brand)),
};
