// /add-property: a host publishes a new accommodation (created pending, see server/hosting).
import { emptyFields } from "~/components/listing-form/listing-validation";
import { ListingForm } from "~/components/listing-form/listing-form";
import { brand, hosting } from "~/messages/fr";
import { MAX_IMAGES_ON_CREATE } from "../../common/listing-vocabulary";
import { requireRole } from "../../server/accounts/guards.server";
import { createListingAction } from "../../server/hosting/listing-actions.server";
import type { Route } from "./+types/add-property";

const copy = hosting.addProperty;

export function meta() {
  return [{ title: `${copy.title} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "host");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return createListingAction(request, false);
}

export default function AddPropertyPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-2 text-slate-600">{copy.intro}</p>
      <div className="mt-6">
        <ListingForm mode="create" isVehicle={false} fields={emptyFields()} images={[]} maxImages={MAX_IMAGES_ON_CREATE} actionData={actionData} />
      </div>
    </section>
  );
}
