// The listing page's sections (what the host wrote, the vehicle's rental conditions, the
// cancellation policy) and its back button.
import { useNavigate } from "react-router";
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import type { RentalTerms } from "#common/rental-terms";
import { commonTexts } from "#common/texts/common";
import { propertyPageTexts } from "#common/texts/property-page";
import type { ListingDetail } from "#server/listings/types";

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function CheckList({ items }: { items: string[] }) {
  // A host may repeat a standard rule: show it once.
  const unique = [...new Set(items.map((item) => item.trim()).filter(Boolean))];
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {unique.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-700">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="mt-0.5 shrink-0 text-brand-600">
            <path fill="currentColor" d="M8 13.2 4.8 10l-1.4 1.4L8 16l9-9-1.4-1.4z" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}

export function RentalConditions({ listing }: { listing: ListingDetail }) {
  const propertyPage = useTexts(propertyPageTexts);
  const labels = propertyPage.vehicleFields;
  const vocabulary = useVocabulary();
  const termLines = useRentalTermLines(listing.rentalTerms);
  const fields = [
    [labels.make, listing.make],
    [labels.model, listing.model],
    [labels.year, listing.year],
    [labels.vehicleType, listing.vehicleType && vocabulary(listing.vehicleType)],
    [labels.transmission, listing.transmission && vocabulary(listing.transmission)],
    [labels.fuelType, listing.fuelType && vocabulary(listing.fuelType)],
    [labels.seats, listing.seats],
  ].filter((field): field is [string, string | number] => field[1] !== null && field[1] !== "");
  return (
    <Section title={propertyPage.rentalConditions}>
      {fields.length > 0 && (
        <dl className="mb-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div data-testid="rental-terms">
        <CheckList items={[...termLines, ...listing.houseRules.map(vocabulary)]} />
      </div>
    </Section>
  );
}

/** A vehicle's terms in words: the driver, the distance, the deposit, the licence. */
export function useRentalTermLines(terms: RentalTerms | null): string[] {
  const words = useTexts(propertyPageTexts).rentalTerms;
  const format = useFormat();
  if (!terms) return [words.distance("200"), words.licenceUnknown, words.depositUnknown];
  const driverPrice = format.money(terms.driverPricePerDay ?? 0);
  const driver =
    terms.driverOption === "with"
      ? words.withDriverOnly(driverPrice)
      : terms.driverOption === "both"
        ? words.eitherDriver(driverPrice)
        : words.withoutDriver;
  const distance =
    terms.dailyDistanceKm === null ? words.unlimitedDistance : words.distance(String(terms.dailyDistanceKm));
  const deposit =
    terms.depositAmount === null
      ? words.depositUnknown
      : terms.depositAmount === 0
        ? words.noDeposit
        : words.deposit(format.money(terms.depositAmount));
  const licence =
    terms.driverOption === "with"
      ? words.licenceWithDriver
      : terms.minDriverAge !== null && terms.minLicenceYears !== null
        ? words.licence(terms.minDriverAge, terms.minLicenceYears)
        : words.licenceUnknown;
  return [driver, distance, deposit, licence];
}

export function CancellationPolicy({ listing }: { listing: ListingDetail }) {
  const propertyPage = useTexts(propertyPageTexts);
  const policies = listing.isVehicle ? propertyPage.vehicleCancellation : propertyPage.cancellation;
  const policy = policies[listing.cancellationPolicy] ?? policies.moderate;
  return (
    <p className="text-slate-700">
      <span className="font-semibold text-slate-900">{policy.name}</span> : {policy.text}{" "}
      {propertyPage.cancellationAfterDeadline}
    </p>
  );
}

/** Goes back when the visitor came from inside the site, else home (a shared link opened fresh). */
export function BackButton({
  className = "inline-flex items-center gap-1 rounded-md py-1 text-sm font-medium text-slate-700 hover:text-brand-700",
}) {
  const common = useTexts(commonTexts);
  const navigate = useNavigate();
  return (
    <Link
      to="/"
      onClick={(event) => {
        // React Router numbers its history entries: idx 0 is the page the visit began on.
        const entryIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (entryIndex > 0) {
          event.preventDefault();
          navigate(-1);
        }
      }}
      className={className}
    >
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12.5 4 6.5 10l6 6" />
      </svg>
      {common.back}
    </Link>
  );
}
