import { data, isRouteErrorResponse } from "react-router";
import { BookingForm, type BookingActionData, type BookingPanelData } from "#app/components/booking/booking-form";
import { Rating } from "#app/components/listing-card";
import { ListingDetails } from "#app/components/listing-page/listing-details";
import { ListingReviews } from "#app/components/listing-page/listing-reviews";
import { BackButton } from "#app/components/listing-page/listing-sections";
import { ShareOnWhatsApp } from "#app/components/listing-page/share-whatsapp";
import { SignInGate } from "#app/components/listing-page/sign-in-gate";
import { Link, useLocalHref } from "#app/lib/local-links";
import { listingOgImage, seoMeta, summarize } from "#app/lib/seo";
import { useFormat, useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { todayInBenin } from "#common/dates";
import { langOfPath, requestLang } from "#common/i18n";
import { parseId } from "#common/ids";
import { travelerTotal } from "#common/line-items";
import { describeAll } from "#common/problems";
import { authTexts } from "#common/texts/auth";
import { bookingFormTexts } from "#common/texts/booking-form";
import { commonTexts } from "#common/texts/common";
import { messagesTexts } from "#common/texts/messages";
import { propertyPageTexts } from "#common/texts/property-page";
import { requireUser } from "#server/accounts/guards.server";
import { rememberReadingLang } from "#server/accounts/reading-lang.server";
import { createBooking } from "#server/bookings/create-booking.server";
import { getEnv } from "#server/env.server";
import { readForm, textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import { isLinkPreviewCrawler } from "#server/http/visitor-kind.server";
import {
  sharedAddressFor,
  sharedListingReviews,
  sharedPublicListing,
  sharedTakenRanges,
} from "#server/listings/listing-page-reads.server";
import { readPublicListing } from "#server/listings/public-listings.server";
import type { ListingDetail } from "#server/listings/types";
import { canContactHost } from "#server/messages/can-contact-host.server";
import { log } from "#server/observability/log.server";
import { reviewPageOf } from "#server/reviews/listing-reviews.server";
import { takeAllowance } from "#server/security/limits.server";
import type { Route } from "./+types/property";

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const propertyPage = propertyPageTexts[requestLang(url)];
  // The page requires login (spec), but a link shared on WhatsApp or Facebook must still
  // show a preview: their crawlers get the title, summary and cover, people get /auth.
  const crawler = isLinkPreviewCrawler(request.headers.get("user-agent"));
  const user = crawler ? null : await requireUser({ request, url });
  // Anything that is not an id is a 404 without a query.
  const id = parseId(params.id);
  // A signed-in reader's page shares its public reads with the other readers of the last
  // few seconds (docs/decisions/049); a link preview reads afresh (its whole page is kept).
  const found = id ? await (user ? sharedPublicListing(id) : readPublicListing(id)) : null;
  if (!found) throw data(propertyPage.notFound, { status: 404 });
  const { listing, hostId } = found;
  const origin = getEnv().publicUrl;
  const cover = listing.cover ?? listing.images[0] ?? null;
  const ogImage = cover ? listingOgImage(cover, origin, listing.title) : null;
  if (crawler || !user)
    return {
      preview: previewOf(listing),
      listing: null,
      address: null,
      origin,
      ogImage,
      bookingPanel: null,
      contactHost: false,
      reviews: null,
    };
  // The street address only to its host, an administrator, or a traveler whose booking is
  // paid; everyone else reads the city (docs/decisions/014-private-listing-addresses.md),
  // without a query of their own (docs/decisions/053).
  // The page's own reads do not depend on each other: asked together, the page waits for
  // the slowest rather than their sum (docs/decisions/037).
  const [address, taken, reviews] = await Promise.all([
    sharedAddressFor({ id: listing.id, hostId }, user),
    sharedTakenRanges(listing.id),
    // The reviews behind the rating, ten more per 'Voir plus d'avis' (?avis=2, no JavaScript needed).
    sharedListingReviews(listing.id, reviewPageOf(url.searchParams.get("avis"))),
  ]);
  // Messages (docs/decisions/021): 'Contacter l'hôte' for everyone but the listing's host.
  const contactHost = canContactHost(hostId, user.id);
  const [firstName = "", ...rest] = (user.fullName ?? "").split(/\s+/).filter(Boolean);
  const bookingPanel: BookingPanelData = {
    listingId: listing.id,
    title: listing.title,
    price: listing.price,
    isVehicle: listing.isVehicle,
    capacity: listing.isVehicle ? (listing.seats ?? listing.maxGuests) : listing.maxGuests,
    taken,
    rental: listing.rentalTerms
      ? {
          driverOption: listing.rentalTerms.driverOption,
          driverPricePerDay: listing.rentalTerms.driverPricePerDay,
          depositAmount: listing.rentalTerms.depositAmount,
        }
      : null,
    today: todayInBenin(),
    rules: listing.rules,
    prefill: { firstName, lastName: rest.join(" "), email: user.email },
  };
  return { preview: previewOf(listing), listing, address, origin, ogImage, bookingPanel, contactHost, reviews };
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
    driver: field("driver"),
  };
  const failure = (message: string, status: number, errors?: BookingActionData["errors"]) =>
    data<BookingActionData>(
      { errors, toast: { title: bookingMessages.errors.title, description: message, variant: "destructive" } },
      { status },
    );
  // An account whose address was never confirmed books nothing (it may belong to someone else).
  if (!user.emailVerified) {
    const { requiredTitle, requiredToBook } = authTexts[requestLang(url)].verifyEmail;
    return data<BookingActionData>(
      { toast: { title: requiredTitle, description: requiredToBook, variant: "destructive" } },
      { status: 403 },
    );
  }
  // The booking's e-mails come in the language they book in (docs/decisions/030).
  await rememberReadingLang(user.id, requestLang(url));
  try {
    const result = await createBooking(
      { listingId: params.id ?? "", fields, userId: user.id },
      {
        // Each booking holds the listing's dates for a while: one account cannot hold one
        // listing's dates again and again, nor start bookings without end. Counted per
        // account, never per address (issue 17: others behind a shared address book freely).
        allowed: async (listingId) =>
          (await takeAllowance("booking", { target: `${user.id}:${listingId}`, account: user.id })).allowed,
      },
    );
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
        requested: result.requested,
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
    log("bookings").error({ err: error }, "création");
    return failure(bookingMessages.errors.unexpected, 500);
  }
}

/**
 * What the Open Graph tags need, and nothing more: a crawler's User-Agent is anyone's to
 * send, so the preview must not carry what the sign-in wall keeps (the whole description,
 * amenities, rules, address). `summary` is the og:description, empty without a description.
 */
function previewOf(listing: ListingDetail) {
  const summary = listing.description.trim() ? summarize(listing.description) : "";
  return { id: listing.id, title: listing.title, city: listing.city, summary };
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
    description: listing.summary || propertyPage.metaDescriptionFallback(listing.title, listing.city),
    path: `/property/${listing.id}`,
    origin,
    image: ogImage,
  });
}

export default function Property({ loaderData }: Route.ComponentProps) {
  const common = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const propertyPage = useTexts(propertyPageTexts);
  const format = useFormat();
  const localHref = useLocalHref();
  const messages = useTexts(messagesTexts);
  const { listing, preview, address, bookingPanel, reviews, origin } = loaderData;
  if (!listing || !reviews) return <SignInGate listingId={preview.id} title={preview.title} />;
  const unit = listing.isVehicle ? common.perDay : common.perNight;
  const capacity = listing.isVehicle
    ? propertyPage.seats(listing.seats ?? listing.maxGuests)
    : propertyPage.guests(listing.maxGuests);
  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 sm:pt-8 lg:pb-10">
      <BackButton />
      <header className="mt-4">
        <p className="text-sm font-semibold text-brand-700">
          {listing.category ? vocabulary(listing.category) : listing.isVehicle ? common.vehicle : common.accommodation}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-balance sm:text-3xl">{listing.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          {listing.rating.count > 0 ? (
            <a href="#avis" className="rounded hover:underline">
              <Rating rating={listing.rating} />
            </a>
          ) : (
            <Rating rating={listing.rating} />
          )}
          <span>
            <span aria-hidden="true">· </span>
            {listing.city}, {vocabulary(listing.country)}
          </span>
          <span>
            <span aria-hidden="true">· </span>
            {capacity}
          </span>
        </p>
        <div className="mt-3">
          <ShareOnWhatsApp title={listing.title} url={`${origin}${localHref(`/property/${listing.id}`)}`} />
        </div>
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <ListingDetails listing={listing} address={address} />

        {/* Sticky, the panel never grows past the screen (it scrolls inside), or its lower part
            and the focused « Confirmer la réservation » would stay below the window. */}
        <aside
          id="reservation"
          className="scroll-mt-20 lg:sticky lg:top-24 lg:-m-1 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:p-1"
        >
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p>
                <span className="text-2xl font-bold wrap-anywhere">{format.money(listing.price)}</span>{" "}
                <span className="text-slate-600">{unit}</span>
              </p>
              <Rating rating={listing.rating} />
            </div>
            {bookingPanel && <BookingForm panel={bookingPanel} />}
          </div>
          {loaderData.contactHost && (
            <Link
              to={`/messages/listing/${listing.id}`}
              className="mt-3 block rounded-lg border border-brand-700 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-50"
            >
              {messages.contactHost}
            </Link>
          )}
        </aside>
      </div>
      <div className="mt-8 lg:w-2/3 lg:pr-8">
        <ListingReviews reviews={reviews} rating={listing.rating} />
      </div>
      {/* On phones the panel sits below the details: keep the price in reach. */}
      <div className="sticky bottom-0 -mx-4 mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
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
