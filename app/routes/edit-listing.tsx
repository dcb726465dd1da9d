// /edit-listing/:id: the owner edits a listing and manages its availability.
// Someone else's or an unknown id: 'Annonce non trouvée' and back to /my-listings.
import { data } from "react-router";
import { AvailabilityCalendar } from "#app/components/availability-calendar";
import {
  AccessInstructionsForm,
  type AccessInstructionsActionData,
} from "#app/components/listing-form/access-instructions-form";
import { ListingForm } from "#app/components/listing-form/listing-form";
import { withToast } from "#app/components/ui/toast";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { MAX_IMAGES_ON_EDIT } from "#common/listing-vocabulary";
import { driverOptionOf } from "#common/rental-terms";
import { rulesToFields } from "#common/rules/booking-rules";
import type { RawListingFields } from "#common/rules/listing-fields";
import { brandTexts } from "#common/texts/brand";
import { commonTexts } from "#common/texts/common";
import { hostingTexts } from "#common/texts/hosting";
import { reviewsTexts } from "#common/texts/reviews";
import { requireRole } from "#server/accounts/guards.server";
import { readOwnAccessInstructions, saveAccessInstructions } from "#server/hosting/access-instructions.server";
import { listCalendar } from "#server/hosting/calendar-blocks.server";
import { getOwnListing, type OwnListing } from "#server/hosting/host-listings.server";
import { updateListingAction } from "#server/hosting/listing-actions.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { refusal } from "#server/http/refusals.server";
import { getImageRefs } from "#server/media/media-files.server";
import { log } from "#server/observability/log.server";
import type { Route } from "./+types/edit-listing";

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const copy = hostingTexts[lang].editListing;
  const brand = brandTexts[lang];
  return [{ title: `${copy.title} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

function toFields(listing: OwnListing): RawListingFields {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    title: listing.title,
    description: listing.description,
    category: listing.category,
    price: String(listing.price),
    address: listing.address,
    city: listing.city,
    maxGuests: String(listing.maxGuests),
    cancellationPolicy: listing.cancellationPolicy,
    amenities: listing.amenities,
    houseRules: listing.houseRules,
    images: listing.images,
    make: text(listing.make),
    model: text(listing.model),
    year: text(listing.year),
    vehicleType: text(listing.vehicleType ?? (listing.isVehicle ? listing.category : null)),
    transmission: text(listing.transmission),
    fuelType: text(listing.fuelType),
    seats: text(listing.seats),
    // A vehicle without a driver option (older code) is rented without a driver.
    driverOption: listing.isVehicle ? driverOptionOf(listing.driverOption) : "",
    driverPricePerDay: text(listing.driverPricePerDay),
    depositAmount: text(listing.depositAmount),
    dailyDistanceKm: text(listing.dailyDistanceKm),
    minDriverAge: text(listing.minDriverAge),
    minLicenceYears: text(listing.minLicenceYears),
  };
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  try {
    return await loadListing(user.id, params.id, url);
  } catch (error) {
    // Redirects ('Annonce non trouvée', sign-in) pass through; a failing read gets the
    // spec's toast rather than the error page.
    if (error instanceof Response) throw error;
    log("hosting").error({ err: error }, "lecture de l'annonce à modifier impossible");
    throw localRedirect(url, withToast("/my-listings", "listingLoadFailed"));
  }
}

async function loadListing(userId: string, listingId: string, url: URL) {
  const listing = await getOwnListing(userId, listingId);
  if (!listing) throw localRedirect(url, withToast("/my-listings", "listingNotFound"));
  const [images, calendar, instructions] = await Promise.all([
    getImageRefs(listing.images),
    listCalendar(userId, listing.id),
    readOwnAccessInstructions(userId, listing.id),
  ]);
  return {
    id: listing.id,
    isVehicle: listing.isVehicle,
    status: listing.status,
    fields: toFields(listing),
    rules: rulesToFields(listing),
    images,
    // A listing over the limit (older data) keeps its pictures; the uploader then refuses
    // additions until it is back under 6 (the action checks the same).
    maxImages: MAX_IMAGES_ON_EDIT,
    original: { status: listing.status },
    calendar: calendar ?? [],
    accessInstructions: instructions ?? "",
  };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const intent = (await readForm(request.clone())).get("intent");
  if (intent === "access-instructions") return saveInstructions(request, params.id, url);
  return updateListingAction(request, params.id, requestLang(url));
}

/** The private access instructions: their own save, never a reviewed change (no moderation). */
async function saveInstructions(request: Request, listingId: string, url: URL) {
  const lang = requestLang(url);
  const user = await requireRole({ request, url }, "host");
  const form = await readForm(request);
  const result = await saveAccessInstructions({
    hostId: user.id,
    listingId,
    body: textField(form, "accessInstructions", 10_000),
  });
  if (!result.ok) {
    if (result.reason === "not_found") throw localRedirect(url, withToast("/my-listings", "listingNotFound"));
    const { status, message } = refusal("accessInstructions", result.reason, lang);
    return data<AccessInstructionsActionData>(
      { instructions: { error: message, toast: { title: message, variant: "destructive" } } },
      { status },
    );
  }
  return data<AccessInstructionsActionData>({ instructions: { toast: reviewsTexts[lang].instructions.saved } });
}

export default function EditListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const hosting = useTexts(hostingTexts);
  const common = useTexts(commonTexts);
  const copy = hosting.editListing;
  const statusLabel = hosting.status[loaderData.status];
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {statusLabel} · {loaderData.isVehicle ? common.vehicle : common.accommodation}
      </p>
      <p className="mt-1 text-xs text-slate-500">{copy.vehicleLocked}</p>
      <div className="mt-6">
        <ListingForm
          key={loaderData.id}
          mode="edit"
          isVehicle={loaderData.isVehicle}
          fields={loaderData.fields}
          rules={loaderData.rules}
          images={loaderData.images}
          maxImages={loaderData.maxImages}
          original={loaderData.original}
          actionData={actionData && !("instructions" in actionData) ? actionData : undefined}
        />
      </div>
      <div className="mt-8">
        <AccessInstructionsForm
          instructions={loaderData.accessInstructions}
          isVehicle={loaderData.isVehicle}
          result={actionData && "instructions" in actionData ? actionData.instructions : undefined}
        />
      </div>
      <div className="mt-8">
        <AvailabilityCalendar listingId={loaderData.id} entries={loaderData.calendar} />
      </div>
    </section>
  );
}
