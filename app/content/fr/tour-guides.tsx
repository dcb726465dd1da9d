// The tour guides page in French: sample profiles (tour guides stay a static
// page, no booking), each described under its id in app/routes/tour-guides.tsx.
import { Link } from "#app/lib/local-links";

export const tourGuides = {
  metaTitle: "Guides touristiques au Bénin",
  metaDescription:
    "Des guides locaux pour découvrir Ouidah, Abomey, Cotonou ou les parcs du Nord : spécialités, langues parlées et tarif journalier en FCFA.",
  title: "Guides touristiques",
  intro: "Des guides qui connaissent leur région, ses langues et son histoire, pour une visite vraiment locale.",
  noticeTitle: "Service bientôt disponible",
  notice: (
    <>
      Les profils ci-dessous sont des exemples : la prise de contact et la réservation de guides ne sont pas encore
      ouvertes sur Bénin Voyages. Pour une demande particulière,{" "}
      <Link to="/contact" className="font-medium text-brand-700 underline">
        écrivez-nous
      </Link>
      .
    </>
  ),
  guides: {
    koffi: {
      speciality: "Histoire et patrimoine : Ouidah, Abomey et Porto-Novo",
      languages: ["Français", "Anglais", "Fon"],
    },
    aicha: {
      speciality: "Nature et safaris : parcs de la Pendjari et du W",
      languages: ["Français", "Anglais", "Bariba"],
    },
    mathieu: {
      speciality: "Cotonou, Ganvié et la vie des marchés",
      languages: ["Français", "Fon", "Yoruba"],
    },
  },
  /** The rating comes formatted ('4,9'). */
  rating: (rating: string) => <>Note {rating} / 5</>,
  speciality: "Spécialité",
  languages: "Langues",
  perDay: "/ jour",
  contact: "Contacter (bientôt disponible)",
  applyTitle: "Vous êtes guide au Bénin ?",
  applyText:
    "Les candidatures des guides ouvriront prochainement. Vous pourrez alors présenter votre spécialité, vos langues et vos tarifs.",
  apply: "Postuler (bientôt disponible)",
};
