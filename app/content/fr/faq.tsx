// The frequent questions in French. Facts from docs decisions: fees 10 % / 5 %, mobile
// money only, 24-48 h validation, one set of support hours, access instructions 48 h before
// arrival.
import type { ReactNode } from "react";
import { Link } from "#app/lib/local-links";
import type { SupportInfoTexts } from "#common/texts/support-info";

/** An answer is markup, or made from the support facts (hours, phone) when it quotes them. */
export type FaqItem = { question: string; answer: ReactNode | ((supportInfo: SupportInfoTexts) => ReactNode) };

const items: FaqItem[] = [
  {
    question: "Comment réserver un hébergement ou un véhicule ?",
    answer: (
      <p>
        Recherchez une destination et vos dates, ouvrez l'annonce qui vous plaît (une connexion est demandée), puis
        remplissez le formulaire de réservation. Vos dates sont bloquées pendant 30 minutes, le temps de payer.
      </p>
    ),
  },
  {
    question: "Quels moyens de paiement sont acceptés ?",
    answer: (
      <p>
        Le paiement se fait uniquement par mobile money, MTN ou Moov, via notre prestataire de paiement sécurisé
        FedaPay, en francs CFA. Les cartes bancaires, PayPal et les cryptomonnaies ne sont pas acceptés.
      </p>
    ),
  },
  {
    question: "Quels sont les frais de service ?",
    answer: (
      <p>
        Le voyageur paie des frais de service de 10 % du montant de la réservation, affichés avant le paiement. Les
        hôtes versent une commission de 5 % sur chaque réservation reçue. Il n'y a aucun autre frais caché.
      </p>
    ),
  },
  {
    question: "Quelles sont les conditions d'annulation ?",
    answer: (
      <>
        <p>Chaque annonce indique sa politique d'annulation :</p>
        <ul className="ml-5 mt-2 list-disc space-y-1">
          <li>Flexible : annulation gratuite jusqu'à 24 heures avant l'arrivée.</li>
          <li>Modérée : annulation gratuite jusqu'à 5 jours avant l'arrivée.</li>
          <li>Stricte : annulation gratuite jusqu'à 14 jours avant l'arrivée.</li>
        </ul>
        <p className="mt-2">Vous annulez depuis la page « Mes réservations », qui indique le remboursement prévu.</p>
      </>
    ),
  },
  {
    question: "Quand vais-je recevoir les instructions d'accès ?",
    answer: (
      <p>
        Les instructions d'accès (adresse précise, remise des clés ou du véhicule) vous sont envoyées 48 heures avant
        votre arrivée. L'arrivée se fait à partir de 14h et le départ avant 11h.
      </p>
    ),
  },
  {
    question: "Que faut-il pour louer un véhicule ?",
    answer: (
      <p>
        Chaque annonce indique si le véhicule est loué avec chauffeur, sans chauffeur ou au choix (le chauffeur a alors
        un prix par jour). Si vous conduisez, un permis de conduire valide est demandé, avec l'âge minimum et
        l'ancienneté du permis de l'annonce. Une caution, dont le montant figure sur l'annonce, est remise au
        propriétaire à la prise en charge : elle n'est pas payée en ligne. Le kilométrage inclus par jour est indiqué
        sur l'annonce.
      </p>
    ),
  },
  {
    question: "Comment devenir hôte et publier une annonce ?",
    answer: (
      <p>
        Créez un compte, puis rendez-vous sur <Link to="/become-host">Devenir hôte</Link>. Chaque annonce est vérifiée
        par notre équipe avant sa mise en ligne : la validation prend de 24 à 48 heures.
      </p>
    ),
  },
  {
    question: "Comment contacter le service client ?",
    answer: (supportInfo: SupportInfoTexts) => (
      <p>
        Notre équipe vous répond {supportInfo.hoursSentence}, par téléphone au {supportInfo.phone} ou via la page{" "}
        <Link to="/contact">Contact</Link>. Les e-mails reçoivent une réponse sous 24 heures.
      </p>
    ),
  },
];

export const faq = {
  metaTitle: "Questions fréquentes",
  metaDescription:
    "Réservation, paiement par mobile money MTN et Moov, frais de service, annulation, devenir hôte : les réponses aux questions fréquentes sur Bénin Voyages.",
  title: "Questions fréquentes",
  intro: "Tout ce qu'il faut savoir pour réserver, payer et publier sur Bénin Voyages.",
  items,
  helpPrompt: "Vous ne trouvez pas votre réponse ?",
  helpLink: "Consultez le centre d'aide",
};
