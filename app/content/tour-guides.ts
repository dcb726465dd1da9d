import type { ByLang } from "#common/i18n";
import { tourGuides as en } from "./en/tour-guides";
import { tourGuides as fr } from "./fr/tour-guides";

export type TourGuidesContent = typeof fr;
export const tourGuidesContent: ByLang<TourGuidesContent> = { fr, en };
