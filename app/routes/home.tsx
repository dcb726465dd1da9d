import { CategoryTiles } from "#app/components/category-tiles";
import { HeroCarousel } from "#app/components/hero-carousel";
import { HomeListingTabs } from "#app/components/home-listing-tabs";
import { SearchBar } from "#app/components/search-bar";
import { seoMeta } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { homePageTexts } from "#common/texts/home-page";
import { getEnv } from "#server/env.server";
import { loadHomeCatalog } from "#server/listings/home-catalog.server";
import type { Route } from "./+types/home";

export async function loader() {
  return { ...(await loadHomeCatalog()), origin: getEnv().publicUrl };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const homePage = homePageTexts[lang];
  return seoMeta({
    lang,
    title: homePage.metaTitle,
    description: homePage.metaDescription,
    path: "/",
    origin: loaderData?.origin,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const homePage = useTexts(homePageTexts);
  const { accommodations, vehicles, counts } = loaderData;
  return (
    <>
      {/* On phones the content is as tall as the hero: it is laid out from the top, so the
          lines the browser paints before the rest of the page has arrived never move. */}
      <section className="relative isolate flex min-h-[560px] items-start overflow-hidden sm:h-[600px] sm:min-h-0 sm:items-center">
        <HeroCarousel />
        <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 text-center text-white">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance drop-shadow sm:text-5xl">
            {homePage.heroTitle}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-base text-white/90 text-balance drop-shadow sm:text-lg">
            {homePage.heroSubtitle}
          </p>
          <div className="mt-8 text-left text-slate-900">
            <SearchBar variant="hero" />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
          {homePage.categoriesTitle}
        </h2>
        <CategoryTiles counts={counts} />
      </section>

      <section className="bg-slate-50 py-14" aria-labelledby="home-listings">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="home-listings" className="mb-8 text-center text-2xl font-bold text-balance sm:text-3xl">
            {homePage.listingsTitle}
          </h2>
          <HomeListingTabs accommodations={accommodations} vehicles={vehicles} />
        </div>
      </section>
    </>
  );
}
