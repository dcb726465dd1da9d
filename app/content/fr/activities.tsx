// The activities page in French: sample excursions (activities stay a static
// page, no booking), each named by its id in app/routes/activities.tsx.
import { Link } from "#app/lib/local-links";

export const activities = {
  metaTitle: "Activités et excursions au Bénin",
  metaDescription:
    "Ganvié, la Route des Esclaves à Ouidah, le parc de la Pendjari : des idées d'excursions au Bénin avec leur durée, leur capacité et leur prix par personne en FCFA.",
  title: "Activités et excursions",
  intro: "Des idées de sorties pour découvrir le Bénin, des lagunes du Sud aux parcs du Nord.",
  noticeTitle: "Réservation bientôt disponible",
  notice: (
    <>
      Ces excursions ne se réservent pas encore sur Bénin Voyages : les prix sont donnés à titre indicatif, par
      personne. Pour préparer une sortie,{" "}
      <Link to="/contact" className="font-medium text-brand-700 underline">
        écrivez-nous
      </Link>
      .
    </>
  ),
  excursions: {
    ganvie: {
      title: "Cité lacustre de Ganvié en pirogue",
      location: "Ganvié, lac Nokoué",
      duration: "Demi-journée (4 heures)",
      description:
        "Traversée du lac Nokoué jusqu'au plus grand village sur pilotis d'Afrique de l'Ouest : marché flottant, artisans et vie quotidienne des Tofinu.",
    },
    ouidah: {
      title: "La Route des Esclaves à Ouidah",
      location: "Ouidah",
      duration: "Journée (6 heures)",
      description:
        "Parcours de mémoire commenté, de la place Chacha à la Porte du Non-Retour, avec la forêt sacrée de Kpassè et le temple des Pythons.",
    },
    pendjari: {
      title: "Safari au parc national de la Pendjari",
      location: "Tanguiéta, Atacora",
      duration: "3 jours et 2 nuits",
      description:
        "Éléphants, buffles, hippopotames et, avec un peu de chance, lions, dans l'une des dernières grandes réserves d'Afrique de l'Ouest, avec les cascades de Tanougou.",
    },
  },
  location: "Lieu",
  duration: "Durée",
  capacity: "Capacité",
  upTo: (people: number) => <>Jusqu'à {people} personnes</>,
  perPerson: "/ personne",
};
