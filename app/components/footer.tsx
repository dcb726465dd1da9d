import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { brandTexts } from "#common/texts/brand";
import { footerTexts, type FooterTexts } from "#common/texts/footer";
import { headerTexts, type HeaderTexts } from "#common/texts/header";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

type FooterLink = { to: string; label: (texts: { footer: FooterTexts; header: HeaderTexts }) => string };

// Where each column leads; the words are looked up in the page's language.
const columns: { title: "services" | "support" | "about"; links: FooterLink[] }[] = [
  {
    title: "services",
    links: [
      { to: "/accommodations", label: ({ header }) => header.nav.accommodations },
      { to: "/vehicles", label: ({ header }) => header.nav.vehicles },
      { to: "/activities", label: ({ header }) => header.nav.activities },
      { to: "/tour-guides", label: ({ header }) => header.nav.guides },
    ],
  },
  {
    title: "support",
    links: [
      { to: "/help-center", label: ({ footer }) => footer.links.helpCenter },
      { to: "/faq", label: ({ footer }) => footer.links.faq },
      { to: "/contact", label: ({ header }) => header.nav.contact },
      { to: "/how-it-works", label: ({ footer }) => footer.links.howItWorks },
    ],
  },
  {
    title: "about",
    links: [
      { to: "/about", label: ({ footer }) => footer.links.aboutUs },
      { to: "/become-host", label: ({ header }) => header.becomeHost },
      { to: "/terms-of-service", label: ({ footer }) => footer.links.terms },
      { to: "/privacy-policy", label: ({ footer }) => footer.links.privacy },
    ],
  },
];

const socialNetworks = ["Facebook", "Instagram", "X", "YouTube"];

export function Footer() {
  const footer = useTexts(footerTexts);
  const header = useTexts(headerTexts);
  const brand = useTexts(brandTexts);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <Logo />
            <span className="text-lg font-bold">{brand.name}</span>
          </div>
          <p className="mt-3 text-sm text-slate-600">{footer.blurb}</p>
          <ul className="mt-4 flex gap-3" aria-label={footer.socialNetworks}>
            {socialNetworks.map((network) => (
              <li key={network}>
                <span
                  title={network}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-bold text-slate-600"
                >
                  {network[0]}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{footer[column.title]}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label({ footer, header })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-slate-200 py-4 text-xs text-slate-500">
        <LanguageSwitch className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 underline hover:text-brand-800" />
        <p className="text-center">{footer.copyright}</p>
      </div>
    </footer>
  );
}
