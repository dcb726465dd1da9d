import { textsIn, type ByLang } from "#common/i18n";
import { homePage as fr } from "./fr/home-page";

export type HomePageTexts = typeof fr;
export const homePageTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/home-page").then((module) => module.homePage)),
};
