import { Link } from "react-router";
import { Notice, StaticPage, staticPageMeta } from "#app/components/static-page";
import { formatFcfa } from "#common/money";

export const meta = () =>
  staticPageMeta(
    "Activités et excursions au Bénin",
    "Ganvié, la Route des Esclaves à Ouidah, le parc de la Pendjari : des idées d'excursions au Bénin avec leur durée, leur capacité et leur prix par personne en FCFA.",
  );

// Static sample excursions (decisions.md: activities stay a static page, no booking).
export const excursions = [
  {
    title: "Cité lacustre de Ganvié en pirogue",
    location: "Ganvié, lac Nokoué",
    duration: "Demi-journée (4 heures)",
    capacity: 12,
    pricePerPerson: 15000,
    description:
      "Traversée du lac Nokoué jusqu'au plus grand village sur pilotis d'Afrique de l'Ouest : marché flottant, artisans et vie quotidienne des Tofinu.",
  },
  {
    title: "La Route des Esclaves à Ouidah",
    location: "Ouidah",
    duration: "Journée (6 heures)",
    capacity: 15,
    pricePerPerson: 20000,
    description:
      "Parcours de mémoire commenté, de la place Chacha à la Porte du Non-Retour, avec la forêt sacrée de Kpassè et le temple des Pythons.",
  },
  {
    title: "Safari au parc national de la Pendjari",
    location: "Tanguiéta, Atacora",
    duration: "3 jours et 2 nuits",
    capacity: 6,
    pricePerPerson: 85000,
    description:
      "Éléphants, buffles, hippopotames et, avec un peu de chance, lions, dans l'une des dernières grandes réserves d'Afrique de l'Ouest, avec les cascades de Tanougou.",
  },
];

export default function Activities() {
  return (
    <StaticPage
      title="Activités et excursions"
      intro="Des idées de sorties pour découvrir le Bénin, des lagunes du Sud aux parcs du Nord."
    >
      <Notice title="Réservation bientôt disponible">
        Ces excursions ne se réservent pas encore sur Bénin Voyages : les prix sont donnés à titre indicatif, par
        personne. Pour préparer une sortie,{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline">
          écrivez-nous
        </Link>
        .
      </Notice>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {excursions.map((excursion) => (
          <li key={excursion.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">{excursion.title}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-600">{excursion.description}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Lieu</dt>
              <dd className="font-medium text-slate-800">{excursion.location}</dd>
              <dt className="text-slate-500">Durée</dt>
              <dd className="font-medium text-slate-800">{excursion.duration}</dd>
              <dt className="text-slate-500">Capacité</dt>
              <dd className="font-medium text-slate-800">Jusqu'à {excursion.capacity} personnes</dd>
            </dl>
            <p className="mt-4 border-t border-slate-100 pt-4">
              <span className="text-xl font-bold text-slate-900">{formatFcfa(excursion.pricePerPerson)}</span>{" "}
              <span className="text-sm text-slate-600">/ personne</span>
            </p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
