import { textsIn, type ByLang } from "#common/i18n";
import { bookingRules as fr } from "./fr/booking-rules";

export type BookingRulesTexts = typeof fr;
export const bookingRulesTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/booking-rules").then((module) => module.bookingRules)),
};
