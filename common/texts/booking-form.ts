import type { ByLang } from "#common/i18n";
import { bookingForm as en } from "./en/booking-form";
import { bookingForm as fr } from "./fr/booking-form";

export type BookingFormTexts = typeof fr;
export const bookingFormTexts: ByLang<typeof fr> = { fr, en };
