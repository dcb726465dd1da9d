import { Link } from "react-router";
import { Notice, StaticPage, staticPageMeta } from "#app/components/static-page";
import { formatFcfa, formatRating } from "#common/money";

export const meta = () =>
  staticPageMeta(
    "Guides touristiques au Bénin",
    "Des guides locaux pour découvrir Ouidah, Abomey, Cotonou ou les parcs du Nord : spécialités, langues parlées et tarif journalier en FCFA.",
  );

// Static sample profiles (decisions.md: tour guides stay a static page, no booking).
export const guides = [
  {
    name: "Koffi A.",
    speciality: "Histoire et patrimoine : Ouidah, Abomey et Porto-Novo",
    rating: 4.9,
    languages: ["Français", "Anglais", "Fon"],
    pricePerDay: 25000,
  },
  {
    name: "Aïcha B.",
    speciality: "Nature et safaris : parcs de la Pendjari et du W",
    rating: 4.8,
    languages: ["Français", "Anglais", "Bariba"],
    pricePerDay: 30000,
  },
  {
    name: "Mathieu H.",
    speciality: "Cotonou, Ganvié et la vie des marchés",
    rating: 4.7,
    languages: ["Français", "Fon", "Yoruba"],
    pricePerDay: 20000,
  },
];

const soonButton =
  "mt-4 w-full cursor-not-allowed rounded-lg border border-slate-200 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-500";

export default function TourGuides() {
  return (
    <StaticPage
      title="Guides touristiques"
      intro="Des guides qui connaissent leur région, ses langues et son histoire, pour une visite vraiment locale."
    >
      <Notice title="Service bientôt disponible">
        Les profils ci-dessous sont des exemples : la prise de contact et la réservation de guides ne sont pas encore
        ouvertes sur Bénin Voyages. Pour une demande particulière,{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline">
          écrivez-nous
        </Link>
        .
      </Notice>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
              >
                {guide.name[0]}
              </span>
              <div>
                <h2 className="font-semibold text-slate-900">{guide.name}</h2>
                <p className="text-sm text-slate-600">Note {formatRating(guide.rating)} / 5</p>
              </div>
            </div>
            <dl className="mt-4 flex-1 space-y-2 text-sm">
              <div>
                <dt className="text-slate-500">Spécialité</dt>
                <dd className="font-medium text-slate-800">{guide.speciality}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Langues</dt>
                <dd className="font-medium text-slate-800">{guide.languages.join(", ")}</dd>
              </div>
            </dl>
            <p className="mt-4 border-t border-slate-100 pt-4">
              <span className="text-xl font-bold text-slate-900">{formatFcfa(guide.pricePerDay)}</span>{" "}
              <span className="text-sm text-slate-600">/ jour</span>
            </p>
            <button type="button" disabled className={soonButton}>
              Contacter (bientôt disponible)
            </button>
          </li>
        ))}
      </ul>
      <section className="mt-10 rounded-xl bg-slate-50 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Vous êtes guide au Bénin ?</h2>
        <p className="mt-2 text-slate-700">
          Les candidatures des guides ouvriront prochainement. Vous pourrez alors présenter votre spécialité, vos
          langues et vos tarifs.
        </p>
        <button type="button" disabled className={`${soonButton} sm:w-auto`}>
          Postuler (bientôt disponible)
        </button>
      </section>
    </StaticPage>
  );
}
