import type { ByLang } from "#common/i18n";
import { booking as en } from "./en/booking";
import { booking as fr } from "./fr/booking";

export type BookingTexts = typeof fr;
export const bookingTexts: ByLang<typeof fr> = { fr, en };
