import { Notice, StaticPage, staticPageMeta } from "#app/components/static-page";
import { activitiesContent } from "#app/content/activities";
import { originOf } from "#app/lib/seo";
import { useFormat, useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import type { Route } from "./+types/activities";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = activitiesContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

// Static sample excursions (activities stay a static page, no booking); their
// words are in app/content/<lang>/activities.tsx under the same ids.
export const excursions = [
  { id: "ganvie", capacity: 12, pricePerPerson: 15000 },
  { id: "ouidah", capacity: 15, pricePerPerson: 20000 },
  { id: "pendjari", capacity: 6, pricePerPerson: 85000 },
] as const;

export default function Activities() {
  const content = useTexts(activitiesContent);
  const format = useFormat();
  return (
    <StaticPage title={content.title} intro={content.intro}>
      <Notice title={content.noticeTitle}>{content.notice}</Notice>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {excursions.map((excursion) => {
          const text = content.excursions[excursion.id];
          return (
            <li key={excursion.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-600">{text.description}</p>
              <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">{content.location}</dt>
                <dd className="font-medium text-slate-800">{text.location}</dd>
                <dt className="text-slate-500">{content.duration}</dt>
                <dd className="font-medium text-slate-800">{text.duration}</dd>
                <dt className="text-slate-500">{content.capacity}</dt>
                <dd className="font-medium text-slate-800">{content.upTo(excursion.capacity)}</dd>
              </dl>
              <p className="mt-4 border-t border-slate-100 pt-4">
                <span className="text-xl font-bold text-slate-900">{format.money(excursion.pricePerPerson)}</span>{" "}
                <span className="text-sm text-slate-600">{content.perPerson}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </StaticPage>
  );
}
