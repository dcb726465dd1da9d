// How it works, in French.
export const howItWorks = {
  metaTitle: "Comment ça marche",
  metaDescription:
    "Recherchez, réservez, payez par mobile money MTN ou Moov et profitez de votre séjour au Bénin : Bénin Voyages en quatre étapes.",
  title: "Comment ça marche",
  intro: "Réserver un logement ou un véhicule au Bénin, en quatre étapes simples.",
  steps: [
    {
      title: "Recherchez",
      text: "Indiquez votre destination, vos dates et le nombre de personnes : seuls les hébergements et véhicules libres à ces dates s'affichent.",
    },
    {
      title: "Réservez",
      text: "Choisissez une annonce, vérifiez le détail du prix (frais de service de 10 % compris) et confirmez votre réservation en quelques secondes.",
    },
    {
      title: "Payez en toute sécurité",
      text: "Réglez par mobile money MTN ou Moov via FedaPay. Votre réservation est confirmée dès que le paiement est vérifié.",
    },
    {
      title: "Profitez",
      text: "Recevez les instructions d'accès 48 heures avant votre arrivée, puis partagez votre avis après votre séjour.",
    },
  ],
  reasonsTitle: "Pourquoi choisir Bénin Voyages ?",
  reasons: [
    {
      title: "Des annonces vérifiées",
      text: "Chaque hébergement et chaque véhicule est contrôlé par notre équipe avant d'être publié.",
    },
    {
      title: "Un paiement local et sûr",
      text: "Vous payez avec le mobile money que vous utilisez déjà, sans carte bancaire, et vous ne payez jamais l'hôte de la main à la main.",
    },
    {
      title: "Une équipe au Bénin",
      text: "Notre support vous répond en français, du lundi au samedi, par téléphone, WhatsApp ou e-mail.",
    },
  ],
  startSearch: "Commencer ma recherche",
  becomeHost: "Devenir hôte",
};
