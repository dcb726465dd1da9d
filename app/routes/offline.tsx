// /offline: what the service worker shows for an address this device has not kept, when the
// network fails (docs/decisions/029). Rendered like any page, fetched by the worker without
// the session's cookie (never a signed-in header in it), kept with the build's shell.
import { useLocalHref } from "#app/lib/local-links";
import { seoMeta } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { offlineTexts } from "#common/texts/offline";
import type { Route } from "./+types/offline";

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const copy = offlineTexts[lang];
  return seoMeta({
    lang,
    title: copy.pageTitle,
    description: copy.metaDescription,
    path: location.pathname,
    noIndex: true,
  });
}

export default function OfflinePage() {
  const copy = useTexts(offlineTexts);
  const localHref = useLocalHref();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{copy.pageTitle}</h1>
      <p className="mt-4 text-slate-600">{copy.pageText}</p>
      <p className="mt-2 text-slate-600">{copy.keptText}</p>
      {/* A plain link: the worker answers it with the kept copy. */}
      <a
        href={localHref("/my-bookings")}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {copy.myBookings}
      </a>
    </section>
  );
}
