import { Link } from "#app/lib/local-links";
import { useLang } from "#app/lib/texts";
import type { Lang } from "#common/i18n";
import { commonTexts } from "#common/texts/common";
import { homePageTexts } from "#common/texts/home-page";

export const HOME_CATEGORIES = ["appartement", "villa", "maison", "chambre", "véhicules", "plage"] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];
export type HomeCategoryCounts = Record<HomeCategory, number>;

const icons: Record<HomeCategory, string> = {
  appartement: "M4 21V5l8-3 8 3v16h-6v-4h-4v4zm4-13h2v2H8zm6 0h2v2h-2zM8 12h2v2H8zm6 0h2v2h-2z",
  villa: "M2 12 12 4l10 8h-3v9h-5v-5h-4v5H5v-9zm15-8h3v4l-3-2.4z",
  maison: "M3 11 12 3l9 8h-2.5v10h-5v-6h-3v6h-5V11z",
  chambre: "M3 18V7h2v6h6V9h7a3 3 0 0 1 3 3v6h-2v-2H5v2zm4-7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z",
  véhicules:
    "M5 11l1.6-4.3A2 2 0 0 1 8.5 5.4h7a2 2 0 0 1 1.9 1.3L19 11a2 2 0 0 1 2 2v4h-2v2h-3v-2H8v2H5v-2H3v-4a2 2 0 0 1 2-2zm2.2 0h9.6l-1-3H8.2zM6.5 15a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  plage:
    "M12 3a9 9 0 0 1 9 8H13v8.5a2.5 2.5 0 0 1-5 0h2a.5.5 0 0 0 1 0V11H3a9 9 0 0 1 9-8zM2 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1v2c-2 0-2 1-4 1s-2-1-4-1-2 1-4 1-2-1-4-1-2 1-4 1z",
};

const tones: Record<HomeCategory, string> = {
  appartement: "bg-brand-50 text-brand-700",
  villa: "bg-amber-50 text-amber-700",
  maison: "bg-rose-50 text-rose-700",
  chambre: "bg-violet-50 text-violet-700",
  véhicules: "bg-sky-50 text-sky-700",
  plage: "bg-cyan-50 text-cyan-700",
};

/** '1 disponible', '12 disponibles', 'Bientôt disponible' (0), 'Chargement...' (not known yet). */
export function availabilityText(count: number | undefined, lang: Lang): string {
  if (count === undefined) return commonTexts[lang].loading;
  if (count <= 0) return homePageTexts[lang].comingSoon;
  return homePageTexts[lang].available(count);
}

export function CategoryTiles({ counts }: { counts?: Partial<HomeCategoryCounts> }) {
  const lang = useLang();
  const homePage = homePageTexts[lang];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
      {HOME_CATEGORIES.map((category, index) => (
        // The entrance plays once per tile, 100 ms after the previous one (@starting-style);
        // reduced motion shows them at once.
        <li
          key={category}
          className="transition duration-500 ease-out motion-reduce:transition-none starting:translate-y-3 starting:opacity-0"
          style={{ transitionDelay: `${index * 100}ms` }}
        >
          <Link
            to={`/category/${category}`}
            className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition-shadow hover:border-brand-600/40 hover:shadow-md"
          >
            <span className={`flex h-12 w-12 items-center justify-center rounded-full ${tones[category]}`}>
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path fill="currentColor" d={icons[category]} />
              </svg>
            </span>
            <span className="font-semibold text-slate-900">{homePage.categories[category]}</span>
            <span className="text-sm text-slate-600">{availabilityText(counts?.[category], lang)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
