import type { ByLang } from "#common/i18n";
import { calendars as en } from "./en/calendars";
import { calendars as fr } from "./fr/calendars";

export type CalendarsTexts = typeof fr;
export const calendarsTexts: ByLang<typeof fr> = { fr, en };
