// The listings tab: pending listings first (they wait for a decision), then those already
// decided, page by page.
import { useEffect, useRef } from "react";
import { Pagination } from "#app/components/pagination";
import { useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import type { AdminListing, DashboardData } from "#server/admin/types";
import { EmptyState } from "./data-table";
import { ListingReviewCard } from "./listing-review-card";

type Props = {
  listings: NonNullable<DashboardData["listings"]>;
  reasonMaxLength: number;
  hrefFor: (page: number) => string;
};

function Cards({ items, reasonMaxLength }: { items: AdminListing[]; reasonMaxLength: number }) {
  return (
    <div className="space-y-4">
      {items.map((listing) => (
        <ListingReviewCard key={listing.id} listing={listing} reasonMaxLength={reasonMaxLength} />
      ))}
    </div>
  );
}

export function ListingsPanel({ listings, reasonMaxLength, hrefFor }: Props) {
  const text = useTexts(adminTexts).listings;
  const { pending, pendingTotal, decided } = listings;
  // A decided card leaves the list with the button that had focus: focus would fall to the
  // page itself, and a keyboard user would start again from the top. It goes to the list's heading.
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  const pendingCount = useRef(pending.length);
  useEffect(() => {
    const fewer = pending.length < pendingCount.current;
    pendingCount.current = pending.length;
    if (fewer && (document.activeElement === document.body || document.activeElement === null))
      pendingHeading.current?.focus();
  }, [pending.length]);
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-title" data-testid="pending-listings">
        <h2 id="pending-title" ref={pendingHeading} tabIndex={-1} className="mb-3 text-xl font-bold text-slate-900">
          {text.pendingTitle} ({pendingTotal})
        </h2>
        {pending.length ? (
          <Cards items={pending} reasonMaxLength={reasonMaxLength} />
        ) : (
          <EmptyState text={text.pendingEmpty} />
        )}
      </section>
      <section aria-labelledby="decided-title" data-testid="decided-listings">
        <h2 id="decided-title" className="mb-3 text-xl font-bold text-slate-900">
          {text.decidedTitle} ({decided.total})
        </h2>
        {decided.items.length ? (
          <Cards items={decided.items} reasonMaxLength={reasonMaxLength} />
        ) : (
          <EmptyState text={text.decidedEmpty} />
        )}
        <Pagination page={decided.page} totalPages={decided.totalPages} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
