import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { aboutContent } from "#app/content/about";
import { Link } from "#app/lib/local-links";
import { originOf } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import type { Route } from "./+types/about";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = aboutContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

export default function About() {
  const content = useTexts(aboutContent);
  return (
    <StaticPage title={content.title} intro={content.intro} width="prose">
      <content.Body />
      <ul className="mt-10 grid gap-4">
        {content.pillars.map((pillar) => (
          <li key={pillar.title} className="rounded-xl bg-brand-50 p-5">
            <h2 className="font-semibold text-slate-900">{pillar.title}</h2>
            <p className="mt-1 text-slate-700">{pillar.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700">
        {content.contactPrompt}{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          {content.contactLink}
        </Link>
        .
      </p>
    </StaticPage>
  );
}
