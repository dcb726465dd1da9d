import { textsIn, type ByLang } from "#common/i18n";
import { booking as fr } from "./fr/booking";

export type BookingTexts = typeof fr;
export const bookingTexts: ByLang<typeof fr> = {
  fr,
  en: await textsIn("en", fr, () => import("./en/booking").then((module) => module.booking)),
};
