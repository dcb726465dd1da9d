import { data } from "react-router";
import { Link } from "#app/lib/local-links";
import { seoMeta } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { commonTexts } from "#common/texts/common";
import { notFoundPageTexts } from "#common/texts/not-found-page";
import type { Route } from "./+types/not-found";

// Every unknown address lands here. The loader sets the 404 status so search engines drop
// the address instead of indexing a "soft 404".
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const notFoundPage = notFoundPageTexts[lang];
  return seoMeta({
    lang,
    title: notFoundPage.title,
    description: notFoundPage.metaDescription,
    path: location.pathname,
    noIndex: true,
  });
}

export default function NotFound() {
  const notFoundPage = useTexts(notFoundPageTexts);
  const common = useTexts(commonTexts);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">{notFoundPage.title}</h1>
      <p className="mt-4 text-slate-600">{notFoundPage.text}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {common.home}
      </Link>
    </section>
  );
}
