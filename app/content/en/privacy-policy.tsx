// The privacy policy in English, a translation of the French one as published (its date:
// common/texts/en/legal-pages.ts). The French version is the reference.
import { TextSection } from "#app/components/static-page";
import type { PrivacyPolicyContent } from "#app/content/privacy-policy";
import { Link } from "#app/lib/local-links";
import type { SupportInfoTexts } from "#common/texts/support-info";

/** The support e-mail is a setting (loader); the other contact details are support facts. */
type BodyProps = { supportEmail: string; supportInfo: SupportInfoTexts };

function Body({ supportEmail, supportInfo }: BodyProps) {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <>
      <TextSection title="1. Who we are">
        <p>
          Bénin Voyages ({supportInfo.address}) is the controller of the personal data collected on the platform. For
          any question about your data, write to us at {mail}.
        </p>
      </TextSection>
      <TextSection title="2. Legal framework">
        <p>
          We process your data in accordance with Law No. 2017-20 of 20 April 2018 on the Digital Code of the Republic
          of Benin, in particular its book on the protection of personal data, under the supervision of the Personal
          Data Protection Authority (APDP).
        </p>
      </TextSection>
      <TextSection title="3. Data collected">
        <ul>
          <li>Account: name, e-mail address, password (never kept in plain text), role.</li>
          <li>Bookings: dates, number of people, the traveller's first name, last name, e-mail and phone, amounts.</li>
          <li>
            Payments: reference and status of the mobile money transaction sent by FedaPay. We never receive your mobile
            money PIN.
          </li>
          <li>Listings: description, address, photos and vehicle details published by the host.</li>
          <li>Reviews and messages sent through the contact form.</li>
          <li>Technical data: session cookie and connection logs needed for security.</li>
        </ul>
      </TextSection>
      <TextSection title="4. Why we use them">
        <ul>
          <li>To create and secure your account (performance of the contract).</li>
          <li>To manage bookings, payments and refunds (performance of the contract).</li>
          <li>To review listings and prevent fraud (legitimate interest).</li>
          <li>To answer your requests and send you the e-mails about your bookings (performance of the contract).</li>
          <li>To meet our accounting and tax obligations (legal obligation).</li>
        </ul>
        <p>We do not sell your data and do not show targeted advertising.</p>
      </TextSection>
      <TextSection title="5. Who can access them">
        <ul>
          <li>The host of your booking, only for the information needed for the stay or the rental.</li>
          <li>FedaPay, our payment provider, to process mobile money payments.</li>
          <li>Our technical providers (hosting, sending e-mails), bound to confidentiality.</li>
          <li>The authorities, when the law requires it.</li>
        </ul>
      </TextSection>
      <TextSection title="6. How long we keep them">
        <ul>
          <li>Account: as long as it is active, then deleted or anonymised at your request.</li>
          <li>Transaction data (bookings and payments): 7 years, to meet legal obligations.</li>
          <li>Contact messages: the time needed to handle your request and its follow-up.</li>
        </ul>
      </TextSection>
      <TextSection title="7. Cookies">
        <p>
          We use only the cookies the site needs to work, in particular the session cookie that keeps you signed in. No
          advertising cookie and no third-party audience measurement cookie is set.
        </p>
      </TextSection>
      <TextSection title="8. Security">
        <p>
          Exchanges with the platform are encrypted, passwords are never stored in plain text and access to data is
          limited to the people who need it. Any data breach would be reported to you and to the APDP under the
          conditions set by law.
        </p>
      </TextSection>
      <TextSection title="9. Your rights">
        <p>
          You have the right to access, correct, object to and erase your data. To use these rights, write to {mail} or
          use the <Link to="/en/contact">Contact</Link> page; we answer as quickly as we can. If you believe your rights
          are not respected, you can refer the matter to the APDP.
        </p>
      </TextSection>
      <TextSection title="10. Transfers outside Benin">
        <p>
          If some data is hosted or processed outside Benin by our providers, this transfer only takes place to
          countries or providers offering a sufficient level of protection, as the Digital Code requires.
        </p>
      </TextSection>
      <TextSection title="11. Changes">
        <p>
          This policy may change; the date of the last update is shown at the top of the page. See also our{" "}
          <Link to="/en/terms-of-service">terms of use</Link>.
        </p>
      </TextSection>
    </>
  );
}

export const privacyPolicy: PrivacyPolicyContent = {
  metaTitle: "Privacy policy",
  metaDescription:
    "How Bénin Voyages collects, uses and protects your personal data, in accordance with Benin's Digital Code, and how to use your rights.",
  title: "Privacy policy",
  Body,
};
