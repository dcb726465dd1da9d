// One listing as an administrator judges it: every photo, the owner, every field, the
// decision history, and (while pending) the approve and reject controls.
import { ListingImage } from "#app/components/listing-image";
import { useRentalTermLines } from "#app/components/listing-page/listing-sections";
import { Link } from "#app/lib/local-links";
import { useTexts, useFormat } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import {
  isAwaitingReview,
  isPubliclyVisible,
  isUnpublishable,
  isUnpublished,
  showsRejectionReason,
} from "#common/lifecycles/listing-moderation";
import { adminTexts } from "#common/texts/admin";
import { commonTexts } from "#common/texts/common";
import { operatorsTexts } from "#common/texts/operators";
import { propertyPageTexts } from "#common/texts/property-page";
import type { AdminListing } from "#server/admin/types";
import { AdminActionHistory } from "./admin-action-history";
import { scrollRegionProps, scrollRegionFocusClass } from "./data-table";
import { DecisionControls } from "./decision-controls";
import { DecisionHistory } from "./decision-history";
import { OperatorActionForm } from "./operator-action-form";
import { StatusBadge } from "./status-badge";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Photos({ listing }: { listing: AdminListing }) {
  const messages = useTexts(adminTexts);
  const text = messages.listings;
  if (!listing.images.length) {
    return <ListingImage image={null} alt={text.noPhotos} sizes="160px" className="h-28 w-40 rounded-lg" />;
  }
  return (
    <div
      {...scrollRegionProps(messages.scrollRegions.photos(listing.title))}
      className={`overflow-x-auto pb-1 ${scrollRegionFocusClass}`}
    >
      <ul className="flex gap-2" aria-label={text.photos(listing.images.length)}>
        {listing.images.map((image, index) => (
          <li key={image.key} className="h-28 w-40 shrink-0 overflow-hidden rounded-lg bg-slate-100">
            <ListingImage
              image={image}
              alt={text.photoAlt(listing.title, index + 1)}
              sizes="160px"
              className="h-full w-full"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function vehicleSummary(listing: AdminListing, vocabulary: (value: string) => string) {
  return [listing.make, listing.model, listing.year, listing.vehicleType, listing.transmission, listing.fuelType]
    .filter((value) => value !== null && value !== "")
    .map((value) => vocabulary(String(value)))
    .join(" · ");
}

export function ListingReviewCard({ listing, reasonMaxLength }: { listing: AdminListing; reasonMaxLength: number }) {
  const messages = useTexts(adminTexts);
  const text = messages.listings;
  const vocabulary = useVocabulary();
  const common = useTexts(commonTexts);
  const propertyPage = useTexts(propertyPageTexts);
  const operators = useTexts(operatorsTexts);
  const format = useFormat();
  const pending = isAwaitingReview(listing.status);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-listing-id={listing.id}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold text-slate-900">{listing.title}</h3>
          <p className="text-sm text-slate-600">
            {text.owner} : {listing.owner.name} ({listing.owner.maskedEmail}) ·{" "}
            {text.submittedOn(format.day(listing.createdAt))}
          </p>
        </div>
        <StatusBadge status={listing.status} label={messages.listingStatus[listing.status]} />
      </header>
      <div className="mt-3">
        <Photos listing={listing} />
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={text.category}>
          {listing.isVehicle ? `${text.vehicle} · ${vocabulary(listing.category)}` : vocabulary(listing.category)}
        </Field>
        <Field label={text.price}>
          {format.money(listing.price)} {listing.isVehicle ? common.perDay : common.perNight}
        </Field>
        <Field label={text.address}>
          {listing.address}
          <br />
          {listing.city}, {vocabulary(listing.country)}
        </Field>
        <Field label={text.capacity}>
          {listing.isVehicle ? propertyPage.seats(listing.seats ?? listing.maxGuests) : text.guests(listing.maxGuests)}
        </Field>
        <Field label={text.cancellation}>{text.cancellationPolicies[listing.cancellationPolicy]}</Field>
        {listing.isVehicle && <Field label={text.vehicle}>{vehicleSummary(listing, vocabulary) || text.none}</Field>}
        {listing.isVehicle && (
          <Field label={propertyPage.rentalConditions}>
            <RentalTermLines terms={listing.rentalTerms} />
          </Field>
        )}
        {!listing.isVehicle && (
          <Field label={text.amenities}>{listing.amenities.map(vocabulary).join(", ") || text.none}</Field>
        )}
        {!listing.isVehicle && (
          <Field label={text.houseRules}>{listing.houseRules.map(vocabulary).join(", ") || text.none}</Field>
        )}
      </dl>
      <div className="mt-3">
        <h4 className="text-sm font-semibold text-slate-800">{text.description}</h4>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
          {listing.description || text.noDescription}
        </p>
      </div>
      {showsRejectionReason(listing.status) && listing.rejectionReason && (
        <p className="mt-3 rounded-lg bg-red-50 p-2 text-sm text-red-900">
          <strong>{text.rejectionReason} :</strong>{" "}
          <span className="whitespace-pre-line break-words">{listing.rejectionReason}</span>
        </p>
      )}
      <div className={`mt-4 grid gap-4 ${pending ? "md:grid-cols-[1fr_18rem]" : ""}`}>
        <DecisionHistory history={listing.history} />
        {pending && (
          <DecisionControls
            listingId={listing.id}
            version={listing.version}
            title={listing.title}
            reasonMaxLength={reasonMaxLength}
          />
        )}
      </div>
      {!pending && (
        <div className="mt-4 grid gap-3 md:grid-cols-2">
          <div className="space-y-2">
            {isUnpublished(listing.status) && listing.unpublishReason && (
              <p className="rounded-lg bg-slate-100 p-2 text-sm text-slate-800">
                <strong>{operators.listing.unpublishReason}</strong>{" "}
                <span className="whitespace-pre-line break-words">{listing.unpublishReason}</span>
              </p>
            )}
            {isUnpublishable(listing.status) && (
              <OperatorActionForm
                intent="unpublish-listing"
                label={operators.listing.unpublish}
                fields={{ listingId: listing.id }}
                danger
              />
            )}
            {isUnpublished(listing.status) && (
              <OperatorActionForm
                intent="republish-listing"
                label={operators.listing.republish}
                fields={{ listingId: listing.id }}
              />
            )}
          </div>
          <AdminActionHistory entries={listing.adminActions} />
        </div>
      )}
      {isPubliclyVisible(listing.status) && (
        <Link
          to={`/property/${listing.id}`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {text.viewPublic}
        </Link>
      )}
    </article>
  );
}

/** The vehicle's rental terms as the listing page words them (reviewed like the price). */
function RentalTermLines({ terms }: { terms: AdminListing["rentalTerms"] }) {
  const lines = useRentalTermLines(terms);
  return (
    <ul className="list-inside list-disc">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
