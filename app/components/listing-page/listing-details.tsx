// The listing page's main column: the pictures, then what the host wrote (description,
// location, amenities, house rules or rental conditions, cancellation policy, host).
import { ImageGallery } from "#app/components/image-gallery";
import { useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { propertyPageTexts } from "#common/texts/property-page";
import type { ListingDetail } from "#server/listings/types";
import { CancellationPolicy, CheckList, RentalConditions, Section } from "./listing-sections";

/** `address` is the street address when the reader may see it, null otherwise (the city only). */
export function ListingDetails({ listing, address }: { listing: ListingDetail; address: string | null }) {
  const propertyPage = useTexts(propertyPageTexts);
  const vocabulary = useVocabulary();
  return (
    <div className="min-w-0 space-y-8 lg:col-span-2">
      <ImageGallery images={listing.images} title={listing.title} />
      <Section title={propertyPage.description}>
        <p className="whitespace-pre-line text-slate-700">{listing.description.trim() || propertyPage.noDescription}</p>
      </Section>
      <Section title={propertyPage.location}>
        <p className="text-slate-700" data-testid="listing-location">
          {listing.city}, {vocabulary(listing.country)}
        </p>
        {address ? (
          <p className="mt-1 text-slate-700" data-testid="listing-address">
            {propertyPage.address(address)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            {listing.isVehicle ? propertyPage.pickUpAfterPayment : propertyPage.addressAfterPayment}
          </p>
        )}
      </Section>
      <Section title={propertyPage.amenities}>
        {listing.amenities.length ? (
          <CheckList items={listing.amenities.map(vocabulary)} />
        ) : (
          <p className="text-slate-600">{propertyPage.noAmenities}</p>
        )}
      </Section>
      {listing.isVehicle ? (
        <RentalConditions listing={listing} />
      ) : (
        <Section title={propertyPage.houseRules}>
          <CheckList items={[...propertyPage.standardHouseRules, ...listing.houseRules.map(vocabulary)]} />
        </Section>
      )}
      <Section title={propertyPage.cancellationTitle}>
        <CancellationPolicy listing={listing} />
      </Section>
      {listing.hostName && (
        <Section title={propertyPage.hostTitle}>
          <p className="flex items-center gap-3 text-slate-800">
            <span
              className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              aria-hidden="true"
            >
              {listing.hostName.trim().charAt(0).toUpperCase() || "H"}
            </span>
            {propertyPage.hostedBy(listing.hostName)}
          </p>
        </Section>
      )}
    </div>
  );
}
