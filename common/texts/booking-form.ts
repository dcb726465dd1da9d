import { textsIn, type ByLang } from "#common/i18n";
import { bookingForm as fr } from "./fr/booking-form";

export type BookingFormTexts = typeof fr;
export const bookingFormTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/booking-form").then((module) => module.bookingForm)),
};
