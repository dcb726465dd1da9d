// The tour guides page in English: sample profiles (tour guides stay a static
// page, no booking), each described under its id in app/routes/tour-guides.tsx.
import type { TourGuidesContent } from "#app/content/tour-guides";
import { Link } from "#app/lib/local-links";

export const tourGuides: TourGuidesContent = {
  metaTitle: "Tour guides in Benin",
  metaDescription:
    "Local guides to discover Ouidah, Abomey, Cotonou or the parks of the North: specialities, languages spoken and daily rate in FCFA.",
  title: "Tour guides",
  intro: "Guides who know their region, its languages and its history, for a truly local visit.",
  noticeTitle: "Service coming soon",
  notice: (
    <>
      The profiles below are examples: contacting and booking guides is not open on Bénin Voyages yet. For a special
      request,{" "}
      <Link to="/en/contact" className="font-medium text-brand-700 underline">
        write to us
      </Link>
      .
    </>
  ),
  guides: {
    koffi: {
      speciality: "History and heritage: Ouidah, Abomey and Porto-Novo",
      languages: ["French", "English", "Fon"],
    },
    aicha: {
      speciality: "Nature and safaris: the Pendjari and W parks",
      languages: ["French", "English", "Bariba"],
    },
    mathieu: {
      speciality: "Cotonou, Ganvié and market life",
      languages: ["French", "Fon", "Yoruba"],
    },
  },
  /** The rating comes formatted ('4.9'). */
  rating: (rating: string) => <>Rated {rating} / 5</>,
  speciality: "Speciality",
  languages: "Languages",
  perDay: "/ day",
  contact: "Contact (coming soon)",
  applyTitle: "Are you a guide in Benin?",
  applyText:
    "Applications from guides will open soon. You will then be able to present your speciality, your languages and your rates.",
  apply: "Apply (coming soon)",
};
