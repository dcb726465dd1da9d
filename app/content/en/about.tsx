// The about page in English.
import { TextSection } from "#app/components/static-page";
import type { AboutContent } from "#app/content/about";

function Body() {
  return (
    <>
      <TextSection title="Our mission">
        <p>
          Finding a reliable place to stay or a rental car in Benin still too often means word of mouth, advances paid
          with no guarantee and listings that cannot be checked. Bénin Voyages brings together in one place checked
          places to stay and vehicles, clear prices in CFA francs and payment with mobile money.
        </p>
        <p>
          For hosts, owners of a flat in Cotonou, a villa in Ouidah or a vehicle in Parakou, it is a simple way to
          receive bookings paid in advance, for a 5% commission.
        </p>
      </TextSection>
      <TextSection title="Benin, from the coast to the North">
        <p>
          From the beaches of Grand-Popo to the lake village of Ganvié, from the royal palaces of Abomey to the Pendjari
          park, Benin can be visited in every season. Our listings cover the big towns as well as quieter stops, and our
          vehicles let you travel freely between them.
        </p>
      </TextSection>
      <TextSection title="A team on the ground">
        <p>
          Our team is based in Benin. It reviews the listings, helps hosts put them online and answers travellers in
          French, Monday to Friday from 8 am to 6 pm and Saturday from 9 am to 3 pm (Benin time).
        </p>
      </TextSection>
    </>
  );
}

export const about: AboutContent = {
  metaTitle: "About",
  metaDescription:
    "Bénin Voyages is the Beninese platform to book places to stay and rental vehicles, with verified listings and payment with mobile money.",
  title: "About Bénin Voyages",
  intro: "We help travellers discover Benin, and Beninese people make the most of their home or their vehicle.",
  Body,
  pillars: [
    {
      title: "Verified listings",
      text: "Every listing is read by our team before it is published, within 24 to 48 hours. An incomplete or misleading listing is refused, and the reason is explained to the host.",
    },
    {
      title: "The payment you already use",
      text: "Payment is made with MTN or Moov mobile money through FedaPay. A booking is confirmed only once our servers have checked the payment.",
    },
    {
      title: "Genuine reviews",
      text: "Only travellers who have stayed or rented can leave a review. A listing without reviews is simply marked “New”.",
    },
  ],
  contactPrompt: "A question, an idea, a partnership?",
  contactLink: "Contact us",
};
