// /my-listings: the host's own listings, newest first, with their status, the rejection
// reason on rejected ones, and links to edit. Deleting is offered too (owner only).
import { data } from "react-router";
import { ListingImage } from "#app/components/listing-image";
import { useDataToast, withToast } from "#app/components/ui/toast";
import { Form, Link } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { langOfPath, requestLang } from "#common/i18n";
import {
  isEditableByHost,
  isPubliclyVisible,
  isUnpublished,
  showsRejectionReason,
} from "#common/lifecycles/listing-moderation";
import { brandTexts } from "#common/texts/brand";
import { commonTexts } from "#common/texts/common";
import { hostingTexts } from "#common/texts/hosting";
import { operatorsTexts } from "#common/texts/operators";
import { requireRole } from "#server/accounts/guards.server";
import { deleteHostListing, listOwnListings } from "#server/hosting/host-listings.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { getImageRefs } from "#server/media/media-files.server";
import type { Route } from "./+types/my-listings";

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const copy = hostingTexts[lang].myListings;
  const brand = brandTexts[lang];
  return [{ title: `${copy.title} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireRole({ request, url }, "host");
  const rows = await listOwnListings(user.id);
  const covers = await getImageRefs(rows.flatMap((row) => row.images.slice(0, 1)));
  const coverByKey = new Map(covers.map((image) => [image.key, image]));
  return {
    listings: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      isVehicle: row.isVehicle,
      price: row.price,
      city: row.city,
      status: row.status,
      rejectionReason: row.rejectionReason,
      unpublishReason: row.unpublishReason,
      createdAt: row.createdAt.toISOString(),
      cover: row.images[0] ? (coverByKey.get(row.images[0]) ?? null) : null,
    })),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const hosting = hostingTexts[requestLang(url)];
  const user = await requireRole({ request, url }, "host");
  const form = await readForm(request);
  if (textField(form, "intent", 20) !== "delete") return data({ toast: null }, { status: 400 });
  const result = await deleteHostListing(user.id, textField(form, "id", 60));
  if (result.ok) throw localRedirect(url, withToast("/my-listings", "listingDeleted"));
  if (result.reason === "not_found") throw localRedirect(url, withToast("/my-listings", "listingNotFound"));
  return data(
    {
      toast: {
        title: hosting.errors.genericTitle,
        description: hosting.errors.deleteHasBookings,
        variant: "destructive" as const,
      },
    },
    { status: 409 },
  );
}

const badgeClass = {
  approved: "bg-emerald-100 text-emerald-800",
  pending: "bg-amber-100 text-amber-900",
  rejected: "bg-red-100 text-red-800",
  unpublished: "bg-slate-200 text-slate-800",
} as const;

export default function MyListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const hosting = useTexts(hostingTexts);
  const operators = useTexts(operatorsTexts);
  const copy = hosting.myListings;
  const common = useTexts(commonTexts);
  const vocabulary = useVocabulary();
  const format = useFormat();
  useDataToast(actionData?.toast);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
          <p className="mt-1 text-slate-600">{copy.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm font-semibold">
          <Link to="/add-property" className="rounded-lg bg-brand-700 px-3 py-2 text-white hover:bg-brand-800">
            {copy.addProperty}
          </Link>
          <Link
            to="/add-vehicle"
            className="rounded-lg border border-brand-700 px-3 py-2 text-brand-700 hover:bg-brand-50"
          >
            {copy.addVehicle}
          </Link>
        </div>
      </div>
      {loaderData.listings.length === 0 ? (
        <p className="mt-10 text-center text-slate-600">{copy.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.listings.map((listing) => (
            <li
              key={listing.id}
              data-listing-id={listing.id}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row"
            >
              <ListingImage
                image={listing.cover}
                alt={listing.title}
                sizes="(min-width: 640px) 160px, 100vw"
                className="h-32 w-full shrink-0 rounded-lg sm:w-40"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-slate-900">{listing.title}</h2>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[listing.status]}`}>
                    {hosting.status[listing.status]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {listing.category
                    ? vocabulary(listing.category)
                    : listing.isVehicle
                      ? common.vehicle
                      : common.accommodation}{" "}
                  · {listing.city} · {format.money(listing.price)} {listing.isVehicle ? common.perDay : common.perNight}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  {copy.createdOn(format.longDate(listing.createdAt.slice(0, 10)))}
                </p>
                {showsRejectionReason(listing.status) && listing.rejectionReason && (
                  <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
                    <strong>{hosting.status.rejectionReason}</strong> {listing.rejectionReason}
                  </p>
                )}
                {isUnpublished(listing.status) && listing.unpublishReason && (
                  <p className="mt-2 rounded-lg bg-slate-100 p-2 text-sm text-slate-800">
                    <strong>{operators.host.unpublishReason}</strong> {listing.unpublishReason}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap gap-2 text-sm">
                  {showsRejectionReason(listing.status) && (
                    <Link
                      to={`/edit-listing/${listing.id}`}
                      className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800"
                    >
                      {operators.host.submitAgain}
                    </Link>
                  )}
                  {isEditableByHost(listing.status) && (
                    <Link
                      to={`/edit-listing/${listing.id}`}
                      className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
                    >
                      {hosting.actions.edit}
                    </Link>
                  )}
                  {isPubliclyVisible(listing.status) && (
                    <Link
                      to={`/property/${listing.id}`}
                      className="rounded-md px-3 py-1.5 font-medium text-brand-700 hover:underline"
                    >
                      {hosting.actions.view}
                    </Link>
                  )}
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(hosting.actions.confirmDelete)) event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={listing.id} />
                    <button type="submit" className="rounded-md px-3 py-1.5 font-medium text-red-700 hover:bg-red-50">
                      {hosting.actions.delete}
                    </button>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
