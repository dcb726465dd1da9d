import { createIsbotFromList, list as botPatterns } from "isbot";
import { data, isRouteErrorResponse, Link, useNavigate } from "react-router";
import { z } from "zod";
import { BookingForm, type BookingActionData, type BookingPanelData } from "#app/components/booking/booking-form";
import { ImageGallery } from "#app/components/image-gallery";
import { Rating } from "#app/components/listing-card";
import { listingOgImage, seoMeta, summarize } from "#app/lib/seo";
import { useFormat, useTexts } from "#app/lib/texts";
import { todayInBenin } from "#common/dates";
import { langOfPath, requestLang } from "#common/i18n";
import { travelerTotal } from "#common/line-items";
import { describeAll } from "#common/problems";
import { bookingFormTexts } from "#common/texts/booking-form";
import { commonTexts } from "#common/texts/common";
import { propertyPageTexts } from "#common/texts/property-page";
import { requireUser } from "#server/accounts/guards.server";
import { takenRanges } from "#server/bookings/booking-queries.server";
import { createBooking } from "#server/bookings/create-booking.server";
import { getEnv } from "#server/env.server";
import { readForm, textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import { getPublicListing } from "#server/listings/public-listings.server";
import type { ListingDetail } from "#server/listings/types";
import type { Route } from "./+types/property";

// Any text PostgreSQL would read as a uuid; anything else is a 404 without a query.
const listingId = z.guid();

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const propertyPage = propertyPageTexts[requestLang(url)];
  // The page requires login (spec), but a link shared on WhatsApp or Facebook must still
  // show a preview: their crawlers get the title, summary and cover, people get /auth.
  const crawler = isLinkPreviewCrawler(request.headers.get("user-agent"));
  const user = crawler ? null : await requireUser({ request, url });
  const id = listingId.safeParse(params.id);
  const listing = id.success ? await getPublicListing(id.data.toLowerCase()) : null;
  if (!listing) throw data(propertyPage.notFound, { status: 404 });
  const origin = getEnv().publicUrl;
  const cover = listing.cover ?? listing.images[0] ?? null;
  const ogImage = cover ? listingOgImage(cover, origin, listing.title) : null;
  if (crawler || !user) return { preview: previewOf(listing), listing: null, origin, ogImage, bookingPanel: null };
  const [firstName = "", ...rest] = (user.fullName ?? "").split(/\s+/).filter(Boolean);
  const bookingPanel: BookingPanelData = {
    listingId: listing.id,
    title: listing.title,
    price: listing.price,
    isVehicle: listing.isVehicle,
    capacity: listing.isVehicle ? (listing.seats ?? listing.maxGuests) : listing.maxGuests,
    taken: await takenRanges(listing.id),
    today: todayInBenin(),
    prefill: { firstName, lastName: rest.join(" "), email: user.email },
  };
  return { preview: previewOf(listing), listing, origin, ogImage, bookingPanel };
}

/** The booking form's post: the server validates, prices and holds (server/bookings). */
export async function action({ params, request, url }: Route.ActionArgs) {
  const bookingMessages = bookingFormTexts[requestLang(url)];
  const user = await requireUser({ request, url });
  const form = await readForm(request);
  const field = (name: string) => textField(form, name, 300);
  const fields = {
    checkIn: field("checkIn"),
    checkOut: field("checkOut"),
    guests: field("guests"),
    travelerFirstName: field("travelerFirstName"),
    travelerLastName: field("travelerLastName"),
    travelerEmail: field("travelerEmail"),
    travelerPhone: field("travelerPhone"),
  };
  const failure = (message: string, status: number, errors?: BookingActionData["errors"]) =>
    data<BookingActionData>(
      { errors, toast: { title: bookingMessages.errors.title, description: message, variant: "destructive" } },
      { status },
    );
  try {
    const result = await createBooking({ listingId: params.id ?? "", fields, userId: user.id });
    if (!result.ok) {
      if (result.reason === "invalid") {
        const errors = describeAll(bookingMessages.validation, result.problems);
        return failure(bookingMessages.errors.description(bookingMessages.errors.invalidForm), 400, errors);
      }
      const refused = refusal("booking", result.reason, requestLang(url));
      return failure(bookingMessages.errors.description(refused.message), refused.status);
    }
    const { booking } = result;
    const traveler = booking.travelerInfo;
    return data<BookingActionData>({
      created: {
        bookingId: booking.id,
        totalPrice: travelerTotal(booking.lineItems),
        propertyTitle: result.listingTitle,
        bookingReference: booking.bookingReference,
        travelerInfo: {
          firstName: traveler.firstName,
          lastName: traveler.lastName,
          email: traveler.email,
          phone: traveler.phone ?? "",
        },
        bookingDetails: {
          checkIn: booking.startDate,
          checkOut: booking.endDate,
          guests: booking.guests,
          propertyTitle: result.listingTitle,
        },
      },
    });
  } catch (error) {
    console.error("[bookings] création:", error);
    return failure(bookingMessages.errors.unexpected, 500);
  }
}

// Crawlers (WhatsApp, facebookexternalhit, Googlebot…), but not headless browsers or
// Lighthouse: those drive the real page like a person does.
const isLinkPreviewCrawler = createIsbotFromList(
  botPatterns.filter((pattern) => !/headless|lighthouse/i.test(pattern)),
);

function previewOf(listing: ListingDetail) {
  return { id: listing.id, title: listing.title, city: listing.city, description: listing.description };
}

export function meta({ loaderData, params, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const propertyPage = propertyPageTexts[lang];
  if (!loaderData) {
    return seoMeta({
      lang,
      title: propertyPage.notFound,
      description: propertyPage.notFoundText,
      path: `/property/${params.id ?? ""}`,
      noIndex: true,
    });
  }
  const { preview: listing, origin, ogImage } = loaderData;
  return seoMeta({
    lang,
    title: propertyPage.metaTitle(listing.title, listing.city),
    description: listing.description.trim()
      ? summarize(listing.description)
      : propertyPage.metaDescriptionFallback(listing.title, listing.city),
    path: `/property/${listing.id}`,
    origin,
    image: ogImage,
  });
}

export default function Property({ loaderData }: Route.ComponentProps) {
  const common = useTexts(commonTexts);
  const propertyPage = useTexts(propertyPageTexts);
  const format = useFormat();
  const { listing, preview, bookingPanel } = loaderData;
  if (!listing) return <SignInGate listingId={preview.id} title={preview.title} />;
  const unit = listing.isVehicle ? common.perDay : common.perNight;
  const capacity = listing.isVehicle
    ? propertyPage.seats(listing.seats ?? listing.maxGuests)
    : propertyPage.guests(listing.maxGuests);
  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 sm:pt-8 lg:pb-10">
      <BackButton />
      <header className="mt-4">
        <p className="text-sm font-semibold text-brand-700">
          {listing.category || (listing.isVehicle ? common.vehicle : common.accommodation)}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-balance sm:text-3xl">{listing.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <Rating rating={listing.rating} />
          <span className="whitespace-nowrap">
            <span aria-hidden="true">· </span>
            {listing.city}, {listing.country}
          </span>
          <span className="whitespace-nowrap">
            <span aria-hidden="true">· </span>
            {capacity}
          </span>
        </p>
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <ImageGallery images={listing.images} title={listing.title} />
          <Section title={propertyPage.description}>
            <p className="whitespace-pre-line text-slate-700">
              {listing.description.trim() || propertyPage.noDescription}
            </p>
          </Section>
          <Section title={propertyPage.amenities}>
            {listing.amenities.length ? (
              <CheckList items={listing.amenities} />
            ) : (
              <p className="text-slate-600">{propertyPage.noAmenities}</p>
            )}
          </Section>
          {listing.isVehicle ? (
            <RentalConditions listing={listing} />
          ) : (
            <Section title={propertyPage.houseRules}>
              <CheckList items={[...propertyPage.standardHouseRules, ...listing.houseRules]} />
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

        <aside id="reservation" className="scroll-mt-20 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-baseline justify-between gap-2">
              <p>
                <span className="text-2xl font-bold">{format.money(listing.price)}</span>{" "}
                <span className="text-slate-600">{unit}</span>
              </p>
              <Rating rating={listing.rating} />
            </div>
            {bookingPanel && <BookingForm panel={bookingPanel} />}
          </div>
        </aside>
      </div>
      {/* On phones the panel sits below the details: keep the price in reach. */}
      <div className="sticky bottom-0 -mx-4 mt-8 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <p>
          <span className="font-bold">{format.money(listing.price)}</span>{" "}
          <span className="text-sm text-slate-600">{unit}</span>
        </p>
        <a href="#reservation" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {propertyPage.book}
        </a>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
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

function RentalConditions({ listing }: { listing: ListingDetail }) {
  const propertyPage = useTexts(propertyPageTexts);
  const labels = propertyPage.vehicleFields;
  const fields = [
    [labels.make, listing.make],
    [labels.model, listing.model],
    [labels.year, listing.year],
    [labels.vehicleType, listing.vehicleType],
    [labels.transmission, listing.transmission],
    [labels.fuelType, listing.fuelType],
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
      <CheckList items={[...propertyPage.standardVehicleRules, ...listing.houseRules]} />
    </Section>
  );
}

function CancellationPolicy({ listing }: { listing: ListingDetail }) {
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
function BackButton({
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const propertyPage = useTexts(propertyPageTexts);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{notFound ? propertyPage.notFound : propertyPage.errorTitle}</h1>
      <p className="mt-3 text-slate-600">{notFound ? propertyPage.notFoundText : propertyPage.errorText}</p>
      <div className="mt-8 flex justify-center">
        <BackButton className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800" />
      </div>
    </section>
  );
}

/** What a link-preview crawler's answer shows: the listing's name and the way in. */
function SignInGate({ listingId, title }: { listingId: string; title: string }) {
  const propertyPage = useTexts(propertyPageTexts);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 font-semibold">{propertyPage.authRequiredTitle}</p>
      <p className="mt-1 text-slate-600">{propertyPage.authRequiredText}</p>
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {propertyPage.authRequiredAction}
      </Link>
    </section>
  );
}
