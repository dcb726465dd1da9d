// The edit page's pictures (at most 6; a listing already over keeps or removes, never adds)
// and its loader when the listing cannot be read.
import { describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/edit-listing";
import { toastMessages } from "#common/texts/fr/toast-messages";
import { toastFromKey } from "#common/toast-keys";
import { approvedListing, args, edit, handle, host, keys, read, type ActionResult } from "#tests/support/edit-listing";
import { propertyFields, settle } from "#tests/support/hosting";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind } from "#tests/support/test-database";

describe(`pictures on edit: at most 6, a listing already over keeps or removes, never adds (${databaseKind})`, () => {
  type Loaded = { maxImages: number; images: unknown[] };
  const overLimit = () => approvedListing({ images: keys.slice(0, 8), status: "pending" });

  it("offers 6 in the form, and keeps a listing's 8 pictures or some of them", async () => {
    const listing = await overLimit();
    const loaded = (await editRoute.loader(
      args(pageRequest(`/edit-listing/${listing.id}`, { cookie: host.cookie }), listing.id),
    )) as Loaded;
    expect(loaded.maxImages).toBe(6);
    expect(loaded.images).toHaveLength(8);
    const kept = (await edit(listing.id, propertyFields(keys.slice(0, 8), { city: "Porto-Novo" }))) as Response;
    expect(kept.headers.get("location")).toBe("/my-listings?toast=listingUpdated");
    const fewer = [keys[7]!, ...keys.slice(1, 7)];
    expect(((await edit(listing.id, propertyFields(fewer))) as Response).headers.get("location")).toBe(
      "/my-listings?toast=listingUpdated",
    );
    expect(await read(listing.id)).toMatchObject({ city: "Cotonou", images: fewer });
  });

  it("refuses adding a picture while over 6, even in exchange for a removed one", async () => {
    const listing = await overLimit();
    for (const images of [keys.slice(0, 9), [...keys.slice(0, 7), keys[9]!]]) {
      const result = (await edit(listing.id, propertyFields(images))) as ActionResult & {
        data: { toast?: { title: string } };
      };
      expect(result.init.status).toBe(400);
      expect(result.data.errors?.images).toBe("Limite d'images dépassée");
      expect(result.data.toast?.title).toBe("Limite d'images dépassée");
    }
    expect(await read(listing.id)).toMatchObject({ images: keys.slice(0, 8) });
    const backToSix = [...keys.slice(0, 5), keys[9]!];
    expect(((await edit(listing.id, propertyFields(backToSix))) as Response).headers.get("location")).toBe(
      "/my-listings?toast=listingUpdated",
    );
    expect(await read(listing.id)).toMatchObject({ images: backToSix });
  });
});

describe("/edit-listing when the listing cannot be read", () => {
  it("shows 'Impossible de récupérer les détails de l'annonce' on /my-listings instead of the error page", async () => {
    const listing = await approvedListing();
    const load = () =>
      settle(editRoute.loader(args(pageRequest(`/edit-listing/${listing.id}`, { cookie: host.cookie }), listing.id)));
    // A real failing query: the table is missing for the time of the request.
    await handle.query("ALTER TABLE listings RENAME TO listings_hidden");
    try {
      const response = (await load()) as Response;
      expect(response.headers.get("location")).toBe("/my-listings?toast=listingLoadFailed");
    } finally {
      await handle.query("ALTER TABLE listings_hidden RENAME TO listings");
    }
    expect(toastFromKey("listingLoadFailed", toastMessages.catalog)).toMatchObject({
      title: "Impossible de récupérer les détails de l'annonce",
      variant: "destructive",
    });
    expect(await load()).toMatchObject({ id: listing.id });
  });
});
