import type { ByLang } from "#common/i18n";
import { bookingPayability as fr } from "./fr/booking-payability";

export type BookingPayabilityTexts = typeof fr;
export const bookingPayabilityTexts: ByLang<typeof fr> = { fr, en: fr };
