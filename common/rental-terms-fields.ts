// A booked vehicle's terms in the reader's words, as label/value pairs: the booking pages
// (/my-bookings, payment) and the confirmation e-mails show the same lines.
import { formatsFor } from "./format/formats";
import type { Lang } from "./i18n";
import type { BookingRentalTerms } from "./rental-terms";
import { bookingTexts } from "./texts/booking";

export type TermField = { label: string; value: string };

export function rentalTermFields(terms: BookingRentalTerms | null | undefined, lang: Lang): TermField[] {
  if (!terms) return [];
  const words = bookingTexts[lang].rentalTerms;
  const money = formatsFor(lang).money;
  const fields: TermField[] = [
    {
      label: words.driver,
      value:
        terms.withDriver && terms.driverPricePerDay !== null
          ? words.withDriver(money(terms.driverPricePerDay))
          : words.withoutDriver,
    },
  ];
  if (terms.depositAmount !== null) {
    fields.push({
      label: words.deposit,
      value: terms.depositAmount > 0 ? words.depositAmount(money(terms.depositAmount)) : words.noDeposit,
    });
  }
  fields.push({
    label: words.distance,
    value: terms.dailyDistanceKm === null ? words.unlimited : words.distancePerDay(terms.dailyDistanceKm),
  });
  // Asked only of a traveler who drives.
  if (!terms.withDriver && terms.minDriverAge !== null && terms.minLicenceYears !== null) {
    fields.push({ label: words.licence, value: words.licenceRule(terms.minDriverAge, terms.minLicenceYears) });
  }
  return fields;
}
