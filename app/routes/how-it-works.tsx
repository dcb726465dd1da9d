import { Link } from "react-router";
import { StaticPage, staticPageMeta } from "#app/components/static-page";

export const meta = () =>
  staticPageMeta(
    "Comment ça marche",
    "Recherchez, réservez, payez par mobile money MTN ou Moov et profitez de votre séjour au Bénin : Bénin Voyages en quatre étapes.",
  );

export const steps = [
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
];

export const reasons = [
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
];

export default function HowItWorks() {
  return (
    <StaticPage
      title="Comment ça marche"
      intro="Réserver un logement ou un véhicule au Bénin, en quatre étapes simples."
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h2>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <section className="mt-14">
        <h2 className="text-2xl font-bold text-slate-900">Pourquoi choisir Bénin Voyages ?</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-xl bg-brand-50 p-6">
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-12 flex flex-wrap gap-3">
        <Link to="/search" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Commencer ma recherche
        </Link>
        <Link
          to="/become-host"
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:border-brand-700"
        >
          Devenir hôte
        </Link>
      </div>
    </StaticPage>
  );
}
