import { textsIn, type ByLang } from "#common/i18n";
import { activities as fr } from "./fr/activities";

export type ActivitiesContent = typeof fr;
export const activitiesContent: ByLang<ActivitiesContent> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/activities").then((module) => module.activities)),
};
