// The about page in French.
import { TextSection } from "#app/components/static-page";

function Body() {
  return (
    <>
      <TextSection title="Notre mission">
        <p>
          Trouver un logement fiable ou une voiture de location au Bénin passe encore trop souvent par le
          bouche-à-oreille, des avances payées sans garantie et des annonces impossibles à vérifier. Bénin Voyages
          réunit en un seul endroit des hébergements et des véhicules contrôlés, des prix clairs en francs CFA et un
          paiement par mobile money.
        </p>
        <p>
          Pour les hôtes, propriétaires d'un appartement à Cotonou, d'une villa à Ouidah ou d'un véhicule à Parakou,
          c'est un moyen simple de recevoir des réservations payées d'avance, pour une commission de 5 %.
        </p>
      </TextSection>
      <TextSection title="Le Bénin, du littoral au Nord">
        <p>
          Des plages de Grand-Popo à la cité lacustre de Ganvié, des palais royaux d'Abomey au parc de la Pendjari, le
          Bénin se visite en toutes saisons. Nos annonces couvrent les grandes villes comme les étapes plus discrètes,
          et nos véhicules permettent de circuler librement entre elles.
        </p>
      </TextSection>
      <TextSection title="Une équipe sur place">
        <p>
          Notre équipe est basée au Bénin. Elle valide les annonces, accompagne les hôtes dans leur mise en ligne et
          répond aux voyageurs en français, du lundi au vendredi de 8h à 18h et le samedi de 9h à 15h.
        </p>
      </TextSection>
    </>
  );
}

export const about = {
  metaTitle: "À propos",
  metaDescription:
    "Bénin Voyages est la plateforme béninoise pour réserver hébergements et véhicules de location, avec des annonces vérifiées et le paiement par mobile money.",
  title: "À propos de Bénin Voyages",
  intro: "Nous aidons les voyageurs à découvrir le Bénin et les Béninois à faire vivre leur logement ou leur véhicule.",
  Body,
  pillars: [
    {
      title: "Des annonces vérifiées",
      text: "Chaque annonce est relue par notre équipe avant publication, sous 24 à 48 heures. Une annonce incomplète ou trompeuse est refusée, avec le motif expliqué à l'hôte.",
    },
    {
      title: "Le paiement que vous utilisez déjà",
      text: "Le paiement se fait par mobile money MTN ou Moov via FedaPay. Une réservation n'est confirmée qu'une fois le paiement vérifié par nos serveurs.",
    },
    {
      title: "Des avis authentiques",
      text: "Seuls les voyageurs qui ont séjourné ou loué peuvent laisser un avis. Une annonce sans avis est simplement indiquée « Nouveau ».",
    },
  ],
  contactPrompt: "Une question, une idée, un partenariat ?",
  contactLink: "Contactez-nous",
};
