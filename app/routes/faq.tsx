import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { Accordion, AccordionItem } from "#app/components/ui/accordion";
import { faqContent } from "#app/content/faq";
import { Link } from "#app/lib/local-links";
import { originOf } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath } from "#common/i18n";
import { supportInfoTexts } from "#common/texts/support-info";
import type { Route } from "./+types/faq";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const content = faqContent[lang];
  return staticPageMeta(content.metaTitle, content.metaDescription, lang, originOf(matches));
}

export default function Faq() {
  const content = useTexts(faqContent);
  const supportInfo = useTexts(supportInfoTexts);
  return (
    <StaticPage title={content.title} intro={content.intro} width="prose">
      <Accordion>
        {content.items.map((item) => (
          <AccordionItem key={item.question} title={item.question}>
            {typeof item.answer === "function" ? item.answer(supportInfo) : item.answer}
          </AccordionItem>
        ))}
      </Accordion>
      <p className="mt-8 text-slate-700">
        {content.helpPrompt}{" "}
        <Link to="/help-center" className="font-semibold text-brand-700 underline">
          {content.helpLink}
        </Link>
        .
      </p>
    </StaticPage>
  );
}
