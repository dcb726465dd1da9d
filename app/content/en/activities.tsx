// The activities page in English: sample excursions (activities stay a static
// page, no booking), each named by its id in app/routes/activities.tsx.
import type { ActivitiesContent } from "#app/content/activities";
import { Link } from "#app/lib/local-links";

export const activities: ActivitiesContent = {
  metaTitle: "Activities and excursions in Benin",
  metaDescription:
    "Ganvié, the Slave Route in Ouidah, the Pendjari park: ideas for excursions in Benin with their length, group size and price per person in FCFA.",
  title: "Activities and excursions",
  intro: "Ideas for outings to discover Benin, from the lagoons of the South to the parks of the North.",
  noticeTitle: "Booking coming soon",
  notice: (
    <>
      These excursions cannot be booked on Bénin Voyages yet: prices are given as a guide, per person. To plan an
      outing,{" "}
      <Link to="/en/contact" className="font-medium text-brand-700 underline">
        write to us
      </Link>
      .
    </>
  ),
  excursions: {
    ganvie: {
      title: "The lake village of Ganvié by pirogue",
      location: "Ganvié, Lake Nokoué",
      duration: "Half a day (4 hours)",
      description:
        "Across Lake Nokoué to the largest village on stilts in West Africa: floating market, craftspeople and the daily life of the Tofinu.",
    },
    ouidah: {
      title: "The Slave Route in Ouidah",
      location: "Ouidah",
      duration: "Full day (6 hours)",
      description:
        "A guided walk of remembrance, from Chacha square to the Door of No Return, with the sacred forest of Kpassè and the Temple of Pythons.",
    },
    pendjari: {
      title: "Safari in the Pendjari national park",
      location: "Tanguiéta, Atacora",
      duration: "3 days and 2 nights",
      description:
        "Elephants, buffaloes, hippos and, with a little luck, lions, in one of the last great reserves of West Africa, with the Tanougou waterfalls.",
    },
  },
  location: "Place",
  duration: "Length",
  capacity: "Group size",
  upTo: (people: number) => <>Up to {people} people</>,
  perPerson: "/ person",
};
