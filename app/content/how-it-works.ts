import { textsIn, type ByLang } from "#common/i18n";
import { howItWorks as fr } from "./fr/how-it-works";

export type HowItWorksContent = typeof fr;
export const howItWorksContent: ByLang<HowItWorksContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/how-it-works").then((module) => module.howItWorks)),
};
