// The frequent questions in English. Facts from docs decisions: fees 10% / 5%, mobile
// money only, 24-48 h validation, one set of support hours, access instructions 48 h before
// arrival.
import type { FaqContent } from "#app/content/faq";
import type { FaqItem } from "#app/content/fr/faq";
import { Link } from "#app/lib/local-links";
import type { SupportInfoTexts } from "#common/texts/support-info";

const items: FaqItem[] = [
  {
    question: "How do I book a place to stay or a vehicle?",
    answer: (
      <p>
        Search for a destination and your dates, open the listing you like (you will be asked to sign in), then fill in
        the booking form. Your dates are held for 30 minutes while you pay.
      </p>
    ),
  },
  {
    question: "Which payment methods are accepted?",
    answer: (
      <p>
        Payment is made only with mobile money, MTN or Moov, through our secure payment provider FedaPay, in CFA francs.
        Bank cards, PayPal and cryptocurrencies are not accepted.
      </p>
    ),
  },
  {
    question: "What are the service fees?",
    answer: (
      <p>
        The traveller pays a service fee of 10% of the booking amount, shown before payment. Hosts pay a 5% commission
        on each booking they receive. There are no other hidden fees.
      </p>
    ),
  },
  {
    question: "What are the cancellation terms?",
    answer: (
      <>
        <p>Each listing shows its cancellation policy:</p>
        <ul className="ml-5 mt-2 list-disc space-y-1">
          <li>Flexible: free cancellation up to 24 hours before arrival.</li>
          <li>Moderate: free cancellation up to 5 days before arrival.</li>
          <li>Strict: free cancellation up to 14 days before arrival.</li>
        </ul>
        <p className="mt-2">You cancel from the “My bookings” page, which shows the expected refund.</p>
      </>
    ),
  },
  {
    question: "When will I receive the access instructions?",
    answer: (
      <p>
        The access instructions (exact address, handing over of the keys or the vehicle) are sent to you 48 hours before
        your arrival. Check-in is from 2 pm and check-out before 11 am.
      </p>
    ),
  },
  {
    question: "What do I need to rent a vehicle?",
    answer: (
      <p>
        Each listing says whether the vehicle is rented with a driver, without a driver or either (the driver then has a
        price per day). If you drive, a valid driving licence is required, with the listing's minimum age and years with
        a licence. A deposit, whose amount is shown on the listing, is handed to the owner at pick-up: it is not paid
        online. The mileage included per day is shown on the listing.
      </p>
    ),
  },
  {
    question: "How do I become a host and publish a listing?",
    answer: (
      <p>
        Create an account, then go to <Link to="/en/become-host">Become a host</Link>. Every listing is checked by our
        team before it goes online: the review takes 24 to 48 hours.
      </p>
    ),
  },
  {
    question: "How do I contact customer service?",
    answer: (supportInfo: SupportInfoTexts) => (
      <p>
        Our team answers you {supportInfo.hoursSentence}, by phone on {supportInfo.phone} or through the{" "}
        <Link to="/en/contact">Contact</Link> page. E-mails are answered within 24 hours.
      </p>
    ),
  },
];

export const faq: FaqContent = {
  metaTitle: "Frequently asked questions",
  metaDescription:
    "Booking, payment with MTN and Moov mobile money, service fees, cancellation, becoming a host: the answers to frequently asked questions about Bénin Voyages.",
  title: "Frequently asked questions",
  intro: "Everything you need to know to book, pay and publish on Bénin Voyages.",
  items,
  helpPrompt: "Can't find your answer?",
  helpLink: "Visit the help centre",
};
