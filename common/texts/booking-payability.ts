import { textsIn, type ByLang } from "#common/i18n";
import { bookingPayability as fr } from "./fr/booking-payability";

export type BookingPayabilityTexts = typeof fr;
export const bookingPayabilityTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/booking-payability").then((module) => module.bookingPayability)),
};
