// /category/:categoryName: approved listings of a category, names matched without regard
// to case or accents ('véhicules' = 'vehicules'; 'hébergements' = every accommodation).
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb";
import { EmptyListings, PagedListingGrid } from "#app/components/listing-grid";
import { pageHref } from "#app/components/pagination";
import { Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { parsePageParam } from "#common/search-params";
import { categoryPageTexts } from "#common/texts/category-page";
import { listingKindPagesTexts } from "#common/texts/listing-kind-pages";
import { listingPagesTexts } from "#common/texts/listing-pages";
import { localRedirect } from "#server/http/local-redirect.server";
import { resolveCategory } from "#server/listings/categories.server";
import { listPublicListings } from "#server/listings/public-listings.server";
import { log } from "#server/observability/log.server";
import type { Route } from "./+types/category";

const PAGE_SIZE = 24;

export async function loader({ params, url }: Route.LoaderArgs) {
  const text = categoryPageTexts[requestLang(url)];
  const page = parsePageParam(url.searchParams);
  const scope = resolveCategory(params.categoryName ?? "");
  const rawName = (params.categoryName ?? "").trim().slice(0, 60);
  const name = scope.intro === "generic" ? rawName.charAt(0).toUpperCase() + rawName.slice(1) : text.names[scope.intro];
  let result;
  try {
    result = await listPublicListings({ categoryKey: scope.key, page, pageSize: PAGE_SIZE });
  } catch (error) {
    log("category").error({ err: error }, `lecture de la catégorie ${scope.key} impossible`);
    // The details stay in the log; the page says what failed, in French.
    throw data({ message: text.loadFailed }, { status: 503 });
  }
  const totalPages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  if (result.total > 0 && page > totalPages) throw localRedirect(url, pageHref(url.pathname, url.search, totalPages));
  return { name, intro: scope.intro, items: result.items, total: result.total, page, totalPages };
}

export function meta({ loaderData: loaded, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const text = categoryPageTexts[lang];
  const listingKindPages = listingKindPagesTexts[lang];
  const name = loaded?.name || listingKindPages.accommodations.title;
  return [{ title: text.metaTitle(name) }, { name: "description", content: text.metaDescription(name) }];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const text = useTexts(categoryPageTexts);
  const listingPages = useTexts(listingPagesTexts);
  const format = useFormat();
  const { name, intro, items, total, page, totalPages } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <Breadcrumb items={[{ label: text.home, to: "/" }, { label: name }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{name}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{text.intros[intro]}</p>
      {total > 0 && (
        <p className="mt-1 text-sm text-slate-500">{listingPages.search.count(total, format.number(total))}</p>
      )}
      <div className="mt-8">
        <PagedListingGrid
          listings={items}
          page={page}
          totalPages={totalPages}
          label={name}
          empty={
            <EmptyListings message={text.empty} hint={text.emptyHint}>
              <Link
                to="/"
                className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {text.backHome}
              </Link>
            </EmptyListings>
          }
        />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text = useTexts(categoryPageTexts);
  const location = useLocation();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : text.loadFailed;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {text.error(message)}
      </p>
      {/* A plain link to this address: reloads the page, with or without JavaScript. */}
      <a
        href={`${location.pathname}${location.search}`}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.retry}
      </a>
    </section>
  );
}
