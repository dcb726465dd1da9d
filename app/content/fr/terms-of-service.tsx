// The terms of service in French, as published (their date: common/texts/fr/legal-pages.ts).
import { TextSection } from "#app/components/static-page";
import { Link } from "#app/lib/local-links";
import type { SupportInfoTexts } from "#common/texts/support-info";

/** The support e-mail is a setting (loader); the other contact details are support facts. */
type BodyProps = { supportEmail: string; supportInfo: SupportInfoTexts };

function Body({ supportEmail, supportInfo }: BodyProps) {
  return (
    <>
      <TextSection title="1. Objet">
        <p>
          Les présentes conditions régissent l'utilisation de la plateforme Bénin Voyages, qui met en relation des
          voyageurs avec des hôtes proposant des hébergements et des véhicules de location au Bénin. En créant un compte
          ou en effectuant une réservation, vous acceptez ces conditions.
        </p>
      </TextSection>
      <TextSection title="2. Définitions">
        <ul>
          <li>« Voyageur » : toute personne qui réserve un hébergement ou un véhicule sur la plateforme.</li>
          <li>« Hôte » : toute personne qui publie une annonce d'hébergement ou de véhicule.</li>
          <li>« Annonce » : la description d'un hébergement ou d'un véhicule, avec son prix par nuit ou par jour.</li>
          <li>« Réservation » : l'engagement d'un voyageur sur une annonce pour des dates données.</li>
        </ul>
      </TextSection>
      <TextSection title="3. Compte utilisateur">
        <p>
          L'inscription est réservée aux personnes majeures. Vous fournissez des informations exactes et gardez votre
          mot de passe confidentiel : toute action effectuée depuis votre compte est réputée faite par vous. Tout
          utilisateur peut devenir hôte depuis son compte, en acceptant les présentes conditions et la politique de
          confidentialité.
        </p>
      </TextSection>
      <TextSection title="4. Rôle de Bénin Voyages">
        <p>
          Bénin Voyages est un intermédiaire : le contrat de location est conclu entre le voyageur et l'hôte. Nous
          vérifions les annonces avant leur publication, encaissons les paiements pour le compte des hôtes et
          accompagnons les deux parties en cas de difficulté.
        </p>
      </TextSection>
      <TextSection title="5. Publication des annonces">
        <p>
          L'hôte garantit qu'il a le droit de proposer le bien, que la description, les photos et le prix sont exacts et
          que le bien respecte la réglementation applicable. Chaque annonce est examinée par notre équipe sous 24 à 48
          heures. Une annonce peut être refusée ou retirée si elle n'est pas conforme aux normes de la plateforme ; le
          motif est alors communiqué à l'hôte. Toute modification importante d'une annonce publiée entraîne une nouvelle
          validation.
        </p>
      </TextSection>
      <TextSection title="6. Réservation et prix">
        <p>
          Les prix sont affichés en francs CFA (XOF), par nuit pour les hébergements et par jour pour les véhicules. Le
          montant de la réservation est le prix unitaire multiplié par le nombre de nuits ou de jours. S'y ajoutent des
          frais de service de 10 %, à la charge du voyageur, affichés avant le paiement. Le prix est toujours calculé
          par nos serveurs à partir de l'annonce et des dates choisies.
        </p>
        <p>
          Une réservation non payée bloque les dates pendant 30 minutes, puis les libère. La réservation est confirmée
          dès que le paiement est vérifié auprès de notre prestataire de paiement.
        </p>
      </TextSection>
      <TextSection title="7. Paiement">
        <p>
          Le paiement s'effectue uniquement par mobile money (MTN ou Moov) via notre prestataire FedaPay. Aucun autre
          moyen de paiement (carte bancaire, PayPal, cryptomonnaies, espèces) n'est accepté sur la plateforme. Le
          voyageur ne doit jamais payer un hôte en dehors de Bénin Voyages.
        </p>
      </TextSection>
      <TextSection title="8. Rémunération des hôtes">
        <p>
          Pour chaque réservation payée, Bénin Voyages retient une commission de 5 % du montant de la réservation (hors
          frais de service du voyageur). L'hôte reçoit le solde selon les modalités indiquées dans son espace.
        </p>
      </TextSection>
      <TextSection title="9. Annulation">
        <p>Chaque annonce applique l'une des politiques suivantes, indiquée avant la réservation :</p>
        <ul>
          <li>Flexible : annulation gratuite jusqu'à 24 heures avant l'arrivée.</li>
          <li>Modérée : annulation gratuite jusqu'à 5 jours avant l'arrivée.</li>
          <li>Stricte : annulation gratuite jusqu'à 14 jours avant l'arrivée.</li>
        </ul>
        <p>
          Le voyageur annule depuis la page « Mes réservations », qui indique le remboursement correspondant à la
          politique de l'annonce. Les remboursements sont versés sur le compte mobile money utilisé pour le paiement.
        </p>
      </TextSection>
      <TextSection title="10. Séjours et locations">
        <ul>
          <li>Hébergements : arrivée à partir de 14h, départ avant 11h, dans le respect du règlement de l'hôte.</li>
          <li>
            Véhicules : loués avec ou sans chauffeur selon l'annonce. Quand vous conduisez, un permis de conduire valide
            est exigé, avec l'âge minimum et l'ancienneté du permis indiqués sur l'annonce. La caution dont l'annonce
            donne le montant est remise au propriétaire à la prise en charge du véhicule : elle n'est jamais payée en
            ligne. Le kilométrage inclus par jour est celui de l'annonce.
          </li>
          <li>Les instructions d'accès sont transmises 48 heures avant l'arrivée.</li>
        </ul>
      </TextSection>
      <TextSection title="11. Avis">
        <p>
          Un voyageur dont le séjour ou la location est terminé peut laisser un avis (de 1 à 5 étoiles et un
          commentaire) par réservation. Les avis doivent être sincères et respectueux ; les propos injurieux,
          discriminatoires ou sans rapport avec le séjour peuvent être retirés.
        </p>
      </TextSection>
      <TextSection title="12. Comportements interdits">
        <p>
          Il est interdit de publier des contenus faux ou illicites, d'usurper l'identité d'un tiers, de contourner le
          paiement de la plateforme ou de porter atteinte à son fonctionnement. Bénin Voyages peut suspendre un compte
          qui enfreint ces règles.
        </p>
      </TextSection>
      <TextSection title="13. Responsabilité">
        <p>
          L'hôte est responsable de l'état de son bien et du respect de son annonce ; le voyageur est responsable des
          dommages qu'il cause. Bénin Voyages met tout en œuvre pour assurer la disponibilité de la plateforme, sans
          pouvoir garantir une absence totale d'interruption.
        </p>
      </TextSection>
      <TextSection title="14. Données personnelles">
        <p>
          Le traitement de vos données est décrit dans notre{" "}
          <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
      </TextSection>
      <TextSection title="15. Modification des conditions">
        <p>
          Nous pouvons modifier ces conditions ; la date de mise à jour figure en haut de cette page. Les réservations
          déjà confirmées restent régies par les conditions en vigueur au moment de leur paiement.
        </p>
      </TextSection>
      <TextSection title="16. Droit applicable et litiges">
        <p>
          Ces conditions sont soumises au droit béninois. En cas de désaccord, contactez d'abord notre support pour
          rechercher une solution amiable ; à défaut, les tribunaux compétents de Cotonou pourront être saisis.
        </p>
      </TextSection>
      <TextSection title="17. Contact">
        <p>
          Pour toute question : <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, {supportInfo.phone}, ou la page{" "}
          <Link to="/contact">Contact</Link>.
        </p>
      </TextSection>
    </>
  );
}

export const termsOfService = {
  metaTitle: "Conditions d'utilisation",
  metaDescription:
    "Conditions générales d'utilisation de Bénin Voyages : réservation, paiement par mobile money, frais de service, annulation et obligations des voyageurs et des hôtes.",
  title: "Conditions générales d'utilisation",
  Body,
};
