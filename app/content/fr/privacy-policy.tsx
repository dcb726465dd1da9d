// The privacy policy in French, as published (its date: common/texts/fr/legal-pages.ts).
import { TextSection } from "#app/components/static-page";
import { Link } from "#app/lib/local-links";
import type { SupportInfoTexts } from "#common/texts/support-info";

/** The support e-mail is a setting (loader); the other contact details are support facts. */
type BodyProps = { supportEmail: string; supportInfo: SupportInfoTexts };

function Body({ supportEmail, supportInfo }: BodyProps) {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <>
      <TextSection title="1. Qui sommes-nous ?">
        <p>
          Bénin Voyages ({supportInfo.address}) est responsable du traitement des données personnelles collectées sur la
          plateforme. Pour toute question relative à vos données, écrivez-nous à {mail}.
        </p>
      </TextSection>
      <TextSection title="2. Cadre légal">
        <p>
          Nous traitons vos données conformément à la loi n° 2017-20 du 20 avril 2018 portant Code du numérique en
          République du Bénin, notamment son livre consacré à la protection des données à caractère personnel, sous le
          contrôle de l'Autorité de Protection des Données à caractère Personnel (APDP).
        </p>
      </TextSection>
      <TextSection title="3. Données collectées">
        <ul>
          <li>Compte : nom, adresse e-mail, mot de passe (jamais conservé en clair), rôle.</li>
          <li>Réservations : dates, nombre de personnes, prénom, nom, e-mail et téléphone du voyageur, montants.</li>
          <li>
            Paiements : référence et statut de la transaction mobile money transmis par FedaPay. Nous ne recevons jamais
            votre code secret mobile money.
          </li>
          <li>Annonces : description, adresse, photos et informations sur le véhicule publiées par l'hôte.</li>
          <li>Avis et messages envoyés via le formulaire de contact.</li>
          <li>Données techniques : cookie de session et journaux de connexion nécessaires à la sécurité.</li>
        </ul>
      </TextSection>
      <TextSection title="4. Pourquoi nous les utilisons">
        <ul>
          <li>Créer et sécuriser votre compte (exécution du contrat).</li>
          <li>Gérer les réservations, les paiements et les remboursements (exécution du contrat).</li>
          <li>Valider les annonces et prévenir la fraude (intérêt légitime).</li>
          <li>Répondre à vos demandes et vous envoyer les e-mails liés à vos réservations (exécution du contrat).</li>
          <li>Respecter nos obligations comptables et fiscales (obligation légale).</li>
        </ul>
        <p>Nous ne vendons pas vos données et n'affichons pas de publicité ciblée.</p>
      </TextSection>
      <TextSection title="5. Qui peut y accéder">
        <ul>
          <li>L'hôte de votre réservation, pour les seules informations nécessaires au séjour ou à la location.</li>
          <li>FedaPay, notre prestataire de paiement, pour traiter les paiements mobile money.</li>
          <li>Nos prestataires techniques (hébergement, envoi d'e-mails), tenus à la confidentialité.</li>
          <li>Les autorités, lorsque la loi l'exige.</li>
        </ul>
      </TextSection>
      <TextSection title="6. Durée de conservation">
        <ul>
          <li>Compte : tant qu'il est actif, puis supprimé ou anonymisé à votre demande.</li>
          <li>Données de transaction (réservations et paiements) : 7 ans, pour répondre aux obligations légales.</li>
          <li>Messages de contact : le temps de traiter votre demande et le suivi qui en découle.</li>
        </ul>
      </TextSection>
      <TextSection title="7. Cookies">
        <p>
          Nous utilisons uniquement les cookies nécessaires au fonctionnement du site, en particulier le cookie de
          session qui vous garde connecté. Aucun cookie publicitaire ni de mesure d'audience tierce n'est déposé.
        </p>
      </TextSection>
      <TextSection title="8. Sécurité">
        <p>
          Les échanges avec la plateforme sont chiffrés, les mots de passe ne sont jamais stockés en clair et l'accès
          aux données est réservé aux personnes qui en ont besoin. Toute violation de données vous serait signalée ainsi
          qu'à l'APDP dans les conditions prévues par la loi.
        </p>
      </TextSection>
      <TextSection title="9. Vos droits">
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'opposition et d'effacement de vos données. Pour les
          exercer, écrivez à {mail} ou passez par la page <Link to="/contact">Contact</Link> ; nous répondons dans les
          meilleurs délais. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'APDP.
        </p>
      </TextSection>
      <TextSection title="10. Transferts hors du Bénin">
        <p>
          Si certaines données sont hébergées ou traitées hors du Bénin par nos prestataires, ce transfert n'a lieu que
          vers des pays ou des prestataires offrant un niveau de protection suffisant, comme l'exige le Code du
          numérique.
        </p>
      </TextSection>
      <TextSection title="11. Modifications">
        <p>
          Cette politique peut évoluer ; la date de mise à jour figure en haut de la page. Voir aussi nos{" "}
          <Link to="/terms-of-service">conditions d'utilisation</Link>.
        </p>
      </TextSection>
    </>
  );
}

export const privacyPolicy = {
  metaTitle: "Politique de confidentialité",
  metaDescription:
    "Comment Bénin Voyages collecte, utilise et protège vos données personnelles, conformément au Code du numérique du Bénin, et comment exercer vos droits.",
  title: "Politique de confidentialité",
  Body,
};
