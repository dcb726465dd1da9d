// The terms of service in English, a translation of the French ones as published (their
// date: common/texts/en/legal-pages.ts). The French version is the reference.
import { TextSection } from "#app/components/static-page";
import type { TermsOfServiceContent } from "#app/content/terms-of-service";
import { Link } from "#app/lib/local-links";
import type { SupportInfoTexts } from "#common/texts/support-info";

/** The support e-mail is a setting (loader); the other contact details are support facts. */
type BodyProps = { supportEmail: string; supportInfo: SupportInfoTexts };

function Body({ supportEmail, supportInfo }: BodyProps) {
  return (
    <>
      <TextSection title="1. Purpose">
        <p>
          These terms govern the use of the Bénin Voyages platform, which puts travellers in touch with hosts offering
          places to stay and rental vehicles in Benin. By creating an account or making a booking, you accept these
          terms. The French version of these terms is the reference.
        </p>
      </TextSection>
      <TextSection title="2. Definitions">
        <ul>
          <li>“Traveller”: anyone who books a place to stay or a vehicle on the platform.</li>
          <li>“Host”: anyone who publishes a listing for a place to stay or a vehicle.</li>
          <li>“Listing”: the description of a place to stay or a vehicle, with its price per night or per day.</li>
          <li>“Booking”: a traveller's commitment to a listing for given dates.</li>
        </ul>
      </TextSection>
      <TextSection title="3. User account">
        <p>
          Signing up is open to adults only. You give accurate information and keep your password confidential: any
          action taken from your account is deemed to be taken by you. Any user can become a host from their account, by
          accepting these terms and the privacy policy.
        </p>
      </TextSection>
      <TextSection title="4. The role of Bénin Voyages">
        <p>
          Bénin Voyages is an intermediary: the rental contract is made between the traveller and the host. We check
          listings before they are published, collect payments on behalf of hosts and support both parties if a
          difficulty arises.
        </p>
      </TextSection>
      <TextSection title="5. Publishing listings">
        <p>
          The host guarantees that they have the right to offer the property, that the description, photos and price are
          accurate and that the property complies with the applicable regulations. Each listing is examined by our team
          within 24 to 48 hours. A listing may be refused or withdrawn if it does not meet the platform's standards; the
          reason is then given to the host. Any significant change to a published listing leads to a new review.
        </p>
      </TextSection>
      <TextSection title="6. Booking and prices">
        <p>
          Prices are shown in CFA francs (XOF), per night for places to stay and per day for vehicles. The booking
          amount is the unit price multiplied by the number of nights or days. A service fee of 10%, paid by the
          traveller, is added and shown before payment. The price is always calculated by our servers from the listing
          and the dates chosen. Any amount in euros shown on the English pages is for information only.
        </p>
        <p>
          An unpaid booking holds the dates for 30 minutes, then frees them. The booking is confirmed as soon as the
          payment is checked with our payment provider.
        </p>
      </TextSection>
      <TextSection title="7. Payment">
        <p>
          Payment is made only with mobile money (MTN or Moov) through our provider FedaPay. No other payment method
          (bank card, PayPal, cryptocurrencies, cash) is accepted on the platform. The traveller must never pay a host
          outside Bénin Voyages.
        </p>
      </TextSection>
      <TextSection title="8. Hosts' earnings">
        <p>
          For each paid booking, Bénin Voyages keeps a commission of 5% of the booking amount (excluding the traveller's
          service fee). The host receives the balance as described in their space.
        </p>
      </TextSection>
      <TextSection title="9. Cancellation">
        <p>Each listing applies one of the following policies, shown before booking:</p>
        <ul>
          <li>Flexible: free cancellation up to 24 hours before arrival.</li>
          <li>Moderate: free cancellation up to 5 days before arrival.</li>
          <li>Strict: free cancellation up to 14 days before arrival.</li>
        </ul>
        <p>
          The traveller cancels from the “My bookings” page, which shows the refund under the listing's policy. Refunds
          are paid to the mobile money account used for the payment.
        </p>
      </TextSection>
      <TextSection title="10. Stays and rentals">
        <ul>
          <li>Places to stay: check-in from 2 pm, check-out before 11 am, following the host's rules.</li>
          <li>
            Vehicles: rented with or without a driver as the listing says. When you drive, a valid driving licence is
            required, with the minimum age and years with a licence shown on the listing. The deposit whose amount the
            listing gives is handed to the owner when the vehicle is picked up: it is never paid online. The mileage
            included per day is the listing's.
          </li>
          <li>Access instructions are sent 48 hours before arrival.</li>
        </ul>
      </TextSection>
      <TextSection title="11. Reviews">
        <p>
          A traveller whose stay or rental is over can leave one review (1 to 5 stars and a comment) per booking.
          Reviews must be honest and respectful; insulting or discriminatory remarks, or remarks unrelated to the stay,
          may be removed.
        </p>
      </TextSection>
      <TextSection title="12. Forbidden behaviour">
        <p>
          It is forbidden to publish false or unlawful content, to impersonate someone else, to get around the
          platform's payment or to harm its working. Bénin Voyages may suspend an account that breaks these rules.
        </p>
      </TextSection>
      <TextSection title="13. Liability">
        <p>
          The host is responsible for the condition of their property and for keeping to their listing; the traveller is
          responsible for any damage they cause. Bénin Voyages does everything it can to keep the platform available,
          without being able to guarantee that it will never be interrupted.
        </p>
      </TextSection>
      <TextSection title="14. Personal data">
        <p>
          How your data is processed is described in our <Link to="/en/privacy-policy">privacy policy</Link>.
        </p>
      </TextSection>
      <TextSection title="15. Changes to the terms">
        <p>
          We may change these terms; the date of the last update is shown at the top of this page. Bookings already
          confirmed remain governed by the terms in force when they were paid.
        </p>
      </TextSection>
      <TextSection title="16. Governing law and disputes">
        <p>
          These terms are governed by the law of Benin. In case of disagreement, first contact our support to look for
          an amicable solution; failing that, the competent courts of Cotonou may hear the matter.
        </p>
      </TextSection>
      <TextSection title="17. Contact">
        <p>
          For any question: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, {supportInfo.phone}, or the{" "}
          <Link to="/en/contact">Contact</Link> page.
        </p>
      </TextSection>
    </>
  );
}

export const termsOfService: TermsOfServiceContent = {
  metaTitle: "Terms of use",
  metaDescription:
    "Bénin Voyages' terms and conditions of use: booking, payment with mobile money, service fees, cancellation and the obligations of travellers and hosts.",
  title: "Terms and conditions of use",
  Body,
};
