import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { helpCenterContent } from "#app/content/help-center";
import { Link } from "#app/lib/local-links";
import { originOf } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { supportInfoTexts } from "#common/texts/support-info";
import { getEnv } from "#server/env.server";
import type { Route } from "./+types/help-center";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = helpCenterContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

export function loader() {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

const card = "flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const cardTitle = "text-lg font-semibold text-slate-900";
const cardAction =
  "mt-4 inline-flex w-fit rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const content = useTexts(helpCenterContent);
  const supportInfo = useTexts(supportInfoTexts);
  const { supportEmail } = loaderData;
  return (
    <StaticPage title={content.title} intro={content.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        <section className={card}>
          <h2 className={cardTitle}>{content.faq.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{content.faq.text}</p>
          <Link to="/faq" className={cardAction}>
            {content.faq.action}
          </Link>
        </section>
        <section className={card}>
          <h2 className={cardTitle}>{content.chat.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{content.chat.text(supportInfo.hoursSentence)}</p>
          <a href={supportInfo.whatsappHref} className={cardAction} rel="noopener noreferrer" target="_blank">
            {content.chat.action}
          </a>
        </section>
        <section className={card}>
          <h2 className={cardTitle}>{content.phone.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{content.phone.text(supportInfo.hoursSentence)}</p>
          <a href={supportInfo.phoneHref} className="mt-4 text-lg font-semibold text-brand-700">
            {supportInfo.phone}
          </a>
        </section>
        <section className={card}>
          <h2 className={cardTitle}>{content.email.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{content.email.text(supportInfo.emailDelay)}</p>
          <a href={`mailto:${supportEmail}`} className="mt-4 text-lg font-semibold break-all text-brand-700">
            {supportEmail}
          </a>
        </section>
      </div>
      <section className="mt-10">
        <h2 className={cardTitle}>{content.hoursTitle}</h2>
        <dl className="mt-3 grid max-w-sm grid-cols-[1fr_auto] gap-y-1 text-slate-700">
          {supportInfo.hours.map((line) => (
            <div key={line.days} className="contents">
              <dt>{line.days}</dt>
              <dd className="font-medium text-slate-900">{line.time}</dd>
            </div>
          ))}
        </dl>
      </section>
    </StaticPage>
  );
}
