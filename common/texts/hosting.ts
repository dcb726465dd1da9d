import { textsIn, type ByLang } from "#common/i18n";
import { hosting as fr } from "./fr/hosting";

export type HostingTexts = typeof fr;
export const hostingTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/hosting").then((module) => module.hosting)),
};
