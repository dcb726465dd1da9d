import type { ByLang } from "#common/i18n";
import { bookingRules as en } from "./en/booking-rules";
import { bookingRules as fr } from "./fr/booking-rules";

export type BookingRulesTexts = typeof fr;
export const bookingRulesTexts: ByLang<typeof fr> = { fr, en };
