import type { ByLang } from "#common/i18n";
import { bookingPayability as en } from "./en/booking-payability";
import { bookingPayability as fr } from "./fr/booking-payability";

export type BookingPayabilityTexts = typeof fr;
export const bookingPayabilityTexts: ByLang<typeof fr> = { fr, en };
