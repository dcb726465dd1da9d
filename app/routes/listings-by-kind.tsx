// /accommodations and /vehicles: every approved listing of one kind, newest first. One
// module serves both routes (see app/routes.ts); the address says which kind.
import { EmptyListings, PagedListingGrid } from "#app/components/listing-grid";
import { pageHref } from "#app/components/pagination";
import { useFormat, useTexts } from "#app/lib/texts";
import { langOfPath, unlocalizedPath } from "#common/i18n";
import { parsePageParam } from "#common/search-params";
import { listingKindPagesTexts } from "#common/texts/listing-kind-pages";
import { listingPagesTexts } from "#common/texts/listing-pages";
import { localRedirect } from "#server/http/local-redirect.server";
import { listPublicListings } from "#server/listings/public-listings.server";
import type { Route } from "./+types/listings-by-kind";

const PAGE_SIZE = 24;

export async function loader({ url }: Route.LoaderArgs) {
  const kind = unlocalizedPath(url.pathname).startsWith("/vehicles") ? "vehicles" : "accommodations";
  const page = parsePageParam(url.searchParams);
  const { items, total } = await listPublicListings({ isVehicle: kind === "vehicles", page, pageSize: PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (total > 0 && page > totalPages) throw localRedirect(url, pageHref(url.pathname, url.search, totalPages));
  return { kind, items, total, page, totalPages } as const;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const text = listingKindPagesTexts[langOfPath(location.pathname)][loaderData?.kind ?? "accommodations"];
  return [{ title: text.metaTitle }, { name: "description", content: text.metaDescription }];
};

export default function ListingsByKindPage({ loaderData }: Route.ComponentProps) {
  const listingPages = useTexts(listingPagesTexts);
  const format = useFormat();
  const { kind, items, total, page, totalPages } = loaderData;
  const text = useTexts(listingKindPagesTexts)[kind];
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-2 text-slate-600">{text.intro}</p>
      {total > 0 && (
        <p className="mt-1 text-sm text-slate-500">{listingPages.search.count(total, format.number(total))}</p>
      )}
      <div className="mt-8">
        <PagedListingGrid
          listings={items}
          page={page}
          totalPages={totalPages}
          label={text.title}
          empty={<EmptyListings message={text.empty} hint={listingPages.emptyHint} />}
        />
      </div>
    </section>
  );
}
