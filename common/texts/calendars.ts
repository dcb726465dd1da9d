import { textsIn, type ByLang } from "#common/i18n";
import { calendars as fr } from "./fr/calendars";

export type CalendarsTexts = typeof fr;
export const calendarsTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/calendars").then((module) => module.calendars)),
};
