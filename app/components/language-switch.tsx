// FR ⇄ EN: the same page, query and anchor in the other language (docs/decisions/030). A
// real link, so it works before hydration and search engines follow it; it names the other
// language in that language, marked with its own lang and hreflang for screen readers.
import { useLocation } from "react-router";
import { LinkIn } from "#app/lib/local-links";
import { useLang } from "#app/lib/texts";
import { LANGUAGE_NAMES, LANGUAGES } from "#common/i18n";
import { TOAST_PARAM } from "#common/toast-keys";

/** This page's address (query and anchor kept, a toast already shown dropped). */
function useThisAddress(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(TOAST_PARAM);
  const search = params.size > 0 ? `?${params}` : "";
  return `${location.pathname}${search}${location.hash}`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const address = useThisAddress();
  return (
    <>
      {LANGUAGES.filter((other) => other !== lang).map((other) => (
        <LinkIn key={other} lang={other} to={address} hrefLang={other} className={className} data-language-switch="">
          <span lang={other}>{LANGUAGE_NAMES[other]}</span>
        </LinkIn>
      ))}
    </>
  );
}
