import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { propertyPageTexts } from "#common/texts/property-page";

/** What a link-preview crawler's answer shows: the listing's name and the way in. */
export function SignInGate({ listingId, title }: { listingId: string; title: string }) {
  const propertyPage = useTexts(propertyPageTexts);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 font-semibold">{propertyPage.authRequiredTitle}</p>
      <p className="mt-1 text-slate-600">{propertyPage.authRequiredText}</p>
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(`/property/${listingId}`)}`}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {propertyPage.authRequiredAction}
      </Link>
    </section>
  );
}
