import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { commonTexts } from "#common/texts/common";
import type { ListingCard as ListingCardData } from "#server/listings/types";
import { ListingImage } from "./listing-image";

type Props = {
  listing: ListingCardData;
  popular?: boolean;
  priority?: boolean;
  /** Fetched at once, at the browser's own priority (ListingImage's `eager`). */
  eager?: boolean;
  /** The card's title level: 2 right under a page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
};

export function ListingCard({ listing, popular = false, priority = false, eager = false, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const common = useTexts(commonTexts);
  const format = useFormat();
  const vocabulary = useVocabulary();
  const typeLabel = listing.category
    ? vocabulary(listing.category)
    : listing.isVehicle
      ? common.vehicle
      : common.accommodation;
  return (
    <Link
      to={`/property/${listing.id}`}
      className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <ListingImage
          image={listing.cover}
          alt={listing.title}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full transition duration-300 group-hover:scale-105"
          priority={priority}
          eager={eager}
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800">
          {typeLabel}
        </span>
        {popular && (
          <span className="absolute right-3 top-3 rounded-full bg-sun-400 px-2.5 py-1 text-xs font-semibold text-slate-900">
            {common.popular}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="line-clamp-2 font-semibold text-slate-900">{listing.title}</Heading>
          <Rating rating={listing.rating} />
        </div>
        <p className="text-sm text-slate-600">
          {listing.city}, {vocabulary(listing.country)}
        </p>
        <p className="mt-auto pt-2 text-slate-900">
          <span className="font-bold">{format.money(listing.price)}</span>{" "}
          <span className="text-sm text-slate-600">{listing.isVehicle ? common.perDay : common.perNight}</span>
        </p>
      </div>
    </Link>
  );
}

export function Rating({ rating }: { rating: ListingCardData["rating"] }) {
  const common = useTexts(commonTexts);
  const format = useFormat();
  if (rating.average === null || rating.count === 0) {
    return (
      <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
        {common.newListing}
      </span>
    );
  }
  return (
    <span
      className="flex shrink-0 items-center gap-1 text-sm font-medium text-slate-800"
      title={common.reviews(rating.count)}
    >
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="text-sun-500">
        <path fill="currentColor" d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      {format.rating(rating.average)} <span className="text-slate-500">({common.reviews(rating.count)})</span>
    </span>
  );
}
