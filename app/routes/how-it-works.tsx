import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { howItWorksContent } from "#app/content/how-it-works";
import { Link } from "#app/lib/local-links";
import { originOf } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import type { Route } from "./+types/how-it-works";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = howItWorksContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

export default function HowItWorks() {
  const content = useTexts(howItWorksContent);
  return (
    <StaticPage title={content.title} intro={content.intro}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h2>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <section className="mt-14">
        <h2 className="text-2xl font-bold text-slate-900">{content.reasonsTitle}</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {content.reasons.map((reason) => (
            <li key={reason.title} className="rounded-xl bg-brand-50 p-6">
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-12 flex flex-wrap gap-3">
        <Link to="/search" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {content.startSearch}
        </Link>
        <Link
          to="/become-host"
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:border-brand-700"
        >
          {content.becomeHost}
        </Link>
      </div>
    </StaticPage>
  );
}
