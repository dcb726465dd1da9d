import type { ByLang } from "#common/i18n";
import { activities as en } from "./en/activities";
import { activities as fr } from "./fr/activities";

export type ActivitiesContent = typeof fr;
export const activitiesContent: ByLang<ActivitiesContent> = { fr, en };
