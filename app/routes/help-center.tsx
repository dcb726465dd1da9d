import { Link } from "react-router";
import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { useTexts } from "#app/lib/texts";
import { supportInfoTexts } from "#common/texts/support-info";
import { getEnv } from "#server/env.server";
import type { Route } from "./+types/help-center";

export const meta = () =>
  staticPageMeta(
    "Centre d'aide",
    "Besoin d'aide pour une réservation, un paiement mobile money ou votre annonce ? Questions fréquentes, téléphone, WhatsApp et e-mail du support Bénin Voyages.",
  );

export function loader() {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

const card = "flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const cardTitle = "text-lg font-semibold text-slate-900";
const cardAction =
  "mt-4 inline-flex w-fit rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const supportInfo = useTexts(supportInfoTexts);
  const { supportEmail } = loaderData;
  return (
    <StaticPage title="Centre d'aide" intro="Trouvez une réponse rapidement ou parlez à notre équipe.">
      <div className="grid gap-6 md:grid-cols-2">
        <section className={card}>
          <h2 className={cardTitle}>Questions fréquentes</h2>
          <p className="mt-2 flex-1 text-slate-700">
            Réservation, paiement par mobile money, frais, annulation, devenir hôte : les réponses aux questions les
            plus courantes.
          </p>
          <Link to="/faq" className={cardAction}>
            Voir la FAQ
          </Link>
        </section>
        <section className={card}>
          <h2 className={cardTitle}>Discuter avec nous</h2>
          <p className="mt-2 flex-1 text-slate-700">
            Échangez avec un conseiller sur WhatsApp, {supportInfo.hoursSentence}. En dehors de ces horaires,
            laissez-nous un message : nous vous répondons dès la réouverture.
          </p>
          <a href={supportInfo.whatsappHref} className={cardAction} rel="noopener noreferrer" target="_blank">
            Écrire sur WhatsApp
          </a>
        </section>
        <section className={card}>
          <h2 className={cardTitle}>Par téléphone</h2>
          <p className="mt-2 flex-1 text-slate-700">Appelez-nous {supportInfo.hoursSentence}.</p>
          <a href={supportInfo.phoneHref} className="mt-4 text-lg font-semibold text-brand-700">
            {supportInfo.phone}
          </a>
        </section>
        <section className={card}>
          <h2 className={cardTitle}>Par e-mail</h2>
          <p className="mt-2 flex-1 text-slate-700">
            {supportInfo.emailDelay}. Vous pouvez aussi utiliser notre{" "}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              formulaire de contact
            </Link>
            .
          </p>
          <a href={`mailto:${supportEmail}`} className="mt-4 text-lg font-semibold break-all text-brand-700">
            {supportEmail}
          </a>
        </section>
      </div>
      <section className="mt-10">
        <h2 className={cardTitle}>Horaires du support</h2>
        <dl className="mt-3 grid max-w-sm grid-cols-[1fr_auto] gap-y-1 text-slate-700">
          {supportInfo.hours.map((line) => (
            <div key={line.days} className="contents">
              <dt>{line.days}</dt>
              <dd className="font-medium text-slate-900">{line.time}</dd>
            </div>
          ))}
        </dl>
      </section>
    </StaticPage>
  );
}
