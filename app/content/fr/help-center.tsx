// The help center in French. The support facts (hours, phone, e-mail delay) come from
// common/texts/<lang>/support-info.ts, the same on every page.
import { Link } from "#app/lib/local-links";

export const helpCenter = {
  metaTitle: "Centre d'aide",
  metaDescription:
    "Besoin d'aide pour une réservation, un paiement mobile money ou votre annonce ? Questions fréquentes, téléphone, WhatsApp et e-mail du support Bénin Voyages.",
  title: "Centre d'aide",
  intro: "Trouvez une réponse rapidement ou parlez à notre équipe.",
  faq: {
    title: "Questions fréquentes",
    text: "Réservation, paiement par mobile money, frais, annulation, devenir hôte : les réponses aux questions les plus courantes.",
    action: "Voir la FAQ",
  },
  chat: {
    title: "Discuter avec nous",
    text: (hours: string) => (
      <>
        Échangez avec un conseiller sur WhatsApp, {hours}. En dehors de ces horaires, laissez-nous un message : nous
        vous répondons dès la réouverture.
      </>
    ),
    action: "Écrire sur WhatsApp",
  },
  phone: {
    title: "Par téléphone",
    text: (hours: string) => <>Appelez-nous {hours}.</>,
  },
  email: {
    title: "Par e-mail",
    text: (delay: string) => (
      <>
        {delay}. Vous pouvez aussi utiliser notre{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline">
          formulaire de contact
        </Link>
        .
      </>
    ),
  },
  hoursTitle: "Horaires du support",
};
