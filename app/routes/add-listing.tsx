// /add-property and /add-vehicle: a host publishes a new accommodation or vehicle (created
// pending, see server/hosting). One module serves both routes; the address says which.
import { ListingForm } from "#app/components/listing-form/listing-form";
import { useTexts } from "#app/lib/texts";
import { requestLang, langOfPath, unlocalizedPath } from "#common/i18n";
import { MAX_IMAGES_ON_CREATE } from "#common/listing-vocabulary";
import { emptyFields } from "#common/rules/listing-fields";
import { brandTexts } from "#common/texts/brand";
import { hostingTexts, type HostingTexts } from "#common/texts/hosting";
import { requireRole } from "#server/accounts/guards.server";
import { createListingAction } from "#server/hosting/listing-actions.server";
import type { Route } from "./+types/add-listing";

function isVehiclePath(url: URL) {
  return unlocalizedPath(url.pathname).startsWith("/add-vehicle");
}

const copyFor = (hosting: HostingTexts, isVehicle: boolean) => (isVehicle ? hosting.addVehicle : hosting.addProperty);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const lang = langOfPath(location.pathname);
  return [
    { title: `${copyFor(hostingTexts[lang], loaderData?.isVehicle ?? false).title} | ${brandTexts[lang].name}` },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireRole({ request, url }, "host");
  return { isVehicle: isVehiclePath(url) };
}

export async function action({ request, url }: Route.ActionArgs) {
  return createListingAction(request, isVehiclePath(url), requestLang(url));
}

export default function AddListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { isVehicle } = loaderData;
  const copy = copyFor(useTexts(hostingTexts), isVehicle);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <div className="mt-6">
        <ListingForm
          key={String(isVehicle)}
          mode="create"
          isVehicle={isVehicle}
          fields={emptyFields()}
          images={[]}
          maxImages={MAX_IMAGES_ON_CREATE}
          actionData={actionData}
        />
      </div>
    </section>
  );
}
