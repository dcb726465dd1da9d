import { textsIn, type ByLang } from "#common/i18n";
import { tourGuides as fr } from "./fr/tour-guides";

export type TourGuidesContent = typeof fr;
export const tourGuidesContent: ByLang<TourGuidesContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/tour-guides").then((module) => module.tourGuides)),
};
