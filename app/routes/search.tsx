// /search: the search bar, the filters and the results, all computed on the server.
import { useLocation } from "react-router";
import { ListingGrid } from "#app/components/listing-grid";
import { pageHref, Pagination } from "#app/components/pagination";
import { SearchBar } from "#app/components/search-bar";
import { resetFiltersHref, SearchFilters } from "#app/components/search-filters";
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { todayInBenin } from "#common/dates";
import { langOfPath } from "#common/i18n";
import {
  parseSearchParams,
  SEARCH_COUNT_CAP,
  toSearchParams,
  type SearchCriteria,
  type SearchSort,
} from "#common/search-params";
import { listingPagesTexts } from "#common/texts/listing-pages";
import { localRedirect } from "#server/http/local-redirect.server";
import { searchListings } from "#server/listings/search.server";
import { log } from "#server/observability/log.server";
import type { Route } from "./+types/search";

export async function loader({ url }: Route.LoaderArgs) {
  const criteria = parseSearchParams(url.searchParams, todayInBenin());
  try {
    const result = await searchListings(criteria);
    const totalPages = Math.max(1, Math.ceil(result.total / result.pageSize));
    // A page past the end (results changed since the link was made, or past the first
    // SEARCH_COUNT_CAP results, which are all a search offers): go to the last one.
    if (result.total > 0 && criteria.page > totalPages) {
      throw localRedirect(url, `/search?${toSearchParams({ ...criteria, page: totalPages })}`);
    }
    return {
      criteria,
      items: result.items,
      total: result.total,
      totalIsCapped: result.totalIsCapped,
      totalPages,
      failed: false,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    log("search").error({ err: error }, "la recherche a échoué");
    return { criteria, items: [], total: 0, totalIsCapped: false, totalPages: 1, failed: true };
  }
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const text = listingPagesTexts[langOfPath(location.pathname)].search;
  const destination = loaderData?.criteria.destination;
  return [
    { title: destination ? text.metaTitleFor(destination) : text.metaTitle },
    { name: "description", content: text.metaDescription },
    // Result pages change all the time and multiply with filters: keep them out of indexes.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, items, total, totalIsCapped, totalPages, failed } = loaderData;
  const location = useLocation();
  const text = useTexts(listingPagesTexts).search;
  const format = useFormat();
  const cap = format.number(SEARCH_COUNT_CAP);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <SearchBar
        key={location.search}
        variant="compact"
        initial={{
          destination: criteria.destination,
          startDate: criteria.startDate ?? undefined,
          endDate: criteria.endDate ?? undefined,
          guests: criteria.guests,
        }}
      />
      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <SearchFilters key={location.search} criteria={criteria} />
        <div className="min-w-0 flex-1">
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-bold text-slate-900">
                {criteria.destination ? text.titleFor(criteria.destination) : text.title}
              </h1>
              {!failed && (
                <p className="mt-1 text-slate-600" aria-live="polite">
                  {totalIsCapped ? text.countOver(cap) : text.count(total, format.number(total))}
                </p>
              )}
              {!failed && totalIsCapped && <p className="mt-1 text-sm text-slate-500">{text.countOverHint(cap)}</p>}
            </div>
            {!failed && total > 1 && <SortLinks criteria={criteria} />}
          </div>
          {failed ? (
            <div role="alert" className="rounded-xl border border-flame-600/30 bg-red-50 p-5 text-slate-900">
              <p className="font-semibold">{text.errorTitle}</p>
              <p className="mt-1">{text.errorMessage}</p>
            </div>
          ) : items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{text.empty}</p>
              <p className="mt-2 text-slate-600">{text.emptyHint}</p>
              <Link
                to={resetFiltersHref(criteria)}
                className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {text.resetFilters}
              </Link>
            </div>
          ) : (
            <>
              <ListingGrid listings={items} label={text.title} />
              <Pagination
                page={criteria.page}
                totalPages={totalPages}
                hrefFor={(page) => pageHref(location.pathname, location.search, page)}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

const SORT_OPTIONS: { sort: SearchSort; label: "sortNewest" | "sortPriceAsc" | "sortPriceDesc" }[] = [
  { sort: "newest", label: "sortNewest" },
  { sort: "price_asc", label: "sortPriceAsc" },
  { sort: "price_desc", label: "sortPriceDesc" },
];

function SortLinks({ criteria }: { criteria: SearchCriteria }) {
  const text = useTexts(listingPagesTexts).search;
  return (
    <nav aria-label={text.sortLabel} className="flex flex-wrap rounded-lg border border-slate-300 p-0.5 text-sm">
      {SORT_OPTIONS.map(({ sort, label }) => {
        const current = criteria.sort === sort;
        return (
          <Link
            key={sort}
            to={`/search?${toSearchParams({ ...criteria, sort, page: 1 })}`}
            aria-current={current ? "true" : undefined}
            className={`flex-1 whitespace-nowrap rounded-md px-2.5 py-1.5 text-center font-medium sm:flex-none ${current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {text[label]}
          </Link>
        );
      })}
    </nav>
  );
}
