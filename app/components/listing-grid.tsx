// A responsive grid of listing cards. The first cards' pictures load eagerly (above the fold
// on a wider screen), the very first with high priority (on a phone it is the only one in
// view: the others would share its bandwidth); the rest wait until scrolled to.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { ListingCard as ListingCardData } from "#server/listings/types";
import { ListingCard } from "./listing-card";
import { pageHref, Pagination } from "./pagination";

type Props = { listings: ListingCardData[]; eagerCount?: number; label?: string };

export function ListingGrid({ listings, eagerCount = 2, label }: Props) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <li key={listing.id} className="flex [&>a]:w-full">
          {/* The grids sit right under their page's h1 (search, category, kind pages). */}
          <ListingCard listing={listing} priority={index === 0} eager={index < eagerCount} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

type PagedProps = {
  listings: ListingCardData[];
  page: number;
  totalPages: number;
  label: string;
  /** Shown instead of the grid when there is nothing to list. */
  empty: ReactNode;
};

/** A list page's body: the grid and its page links, or the empty state. */
export function PagedListingGrid({ listings, page, totalPages, label, empty }: PagedProps) {
  const location = useLocation();
  if (listings.length === 0) return <>{empty}</>;
  return (
    <>
      <ListingGrid listings={listings} label={label} />
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => pageHref(location.pathname, location.search, target)}
      />
    </>
  );
}

/** The box a list shows when it has nothing, with an optional way out. */
export function EmptyListings({ message, hint, children }: { message: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      {hint && <p className="mt-2 text-slate-600">{hint}</p>}
      {children}
    </div>
  );
}
