import { Notice, StaticPage, staticPageMeta } from "#app/components/static-page";
import { tourGuidesContent } from "#app/content/tour-guides";
import { originOf } from "#app/lib/seo";
import { useFormat, useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import type { Route } from "./+types/tour-guides";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = tourGuidesContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

// Static sample profiles (tour guides stay a static page, no booking); what
// each guide does and speaks is in app/content/<lang>/tour-guides.tsx under the same ids.
export const guides = [
  { id: "koffi", name: "Koffi A.", rating: 4.9, pricePerDay: 25000 },
  { id: "aicha", name: "Aïcha B.", rating: 4.8, pricePerDay: 30000 },
  { id: "mathieu", name: "Mathieu H.", rating: 4.7, pricePerDay: 20000 },
] as const;

const soonButton =
  "mt-4 w-full cursor-not-allowed rounded-lg border border-slate-200 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-500";

export default function TourGuides() {
  const content = useTexts(tourGuidesContent);
  const format = useFormat();
  return (
    <StaticPage title={content.title} intro={content.intro}>
      <Notice title={content.noticeTitle}>{content.notice}</Notice>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {guides.map((guide) => {
          const text = content.guides[guide.id];
          return (
            <li key={guide.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
                >
                  {guide.name[0]}
                </span>
                <div>
                  <h2 className="font-semibold text-slate-900">{guide.name}</h2>
                  <p className="text-sm text-slate-600">{content.rating(format.rating(guide.rating))}</p>
                </div>
              </div>
              <dl className="mt-4 flex-1 space-y-2 text-sm">
                <div>
                  <dt className="text-slate-500">{content.speciality}</dt>
                  <dd className="font-medium text-slate-800">{text.speciality}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{content.languages}</dt>
                  <dd className="font-medium text-slate-800">{text.languages.join(", ")}</dd>
                </div>
              </dl>
              <p className="mt-4 border-t border-slate-100 pt-4">
                <span className="text-xl font-bold text-slate-900">{format.money(guide.pricePerDay)}</span>{" "}
                <span className="text-sm text-slate-600">{content.perDay}</span>
              </p>
              <button type="button" disabled className={soonButton}>
                {content.contact}
              </button>
            </li>
          );
        })}
      </ul>
      <section className="mt-10 rounded-xl bg-slate-50 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{content.applyTitle}</h2>
        <p className="mt-2 text-slate-700">{content.applyText}</p>
        <button type="button" disabled className={`${soonButton} sm:w-auto`}>
          {content.apply}
        </button>
      </section>
    </StaticPage>
  );
}
