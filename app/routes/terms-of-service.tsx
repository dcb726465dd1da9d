import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { termsOfServiceContent } from "#app/content/terms-of-service";
import { originOf } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { legalPagesTexts } from "#common/texts/legal-pages";
import { supportInfoTexts } from "#common/texts/support-info";
import { getEnv } from "#server/env.server";
import type { Route } from "./+types/terms-of-service";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = termsOfServiceContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

export function loader() {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const content = useTexts(termsOfServiceContent);
  const legalPages = useTexts(legalPagesTexts);
  const supportInfo = useTexts(supportInfoTexts);
  return (
    <StaticPage title={content.title} eyebrow={legalPages.lastUpdated} width="prose">
      <content.Body supportEmail={loaderData.supportEmail} supportInfo={supportInfo} />
    </StaticPage>
  );
}
