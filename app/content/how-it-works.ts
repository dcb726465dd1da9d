import type { ByLang } from "#common/i18n";
import { howItWorks as en } from "./en/how-it-works";
import { howItWorks as fr } from "./fr/how-it-works";

export type HowItWorksContent = typeof fr;
export const howItWorksContent: ByLang<HowItWorksContent> = { fr, en };
