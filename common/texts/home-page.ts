import type { ByLang } from "#common/i18n";
import { homePage as en } from "./en/home-page";
import { homePage as fr } from "./fr/home-page";

export type HomePageTexts = typeof fr;
export const homePageTexts: ByLang<typeof fr> = { fr, en };
