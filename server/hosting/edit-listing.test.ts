import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/edit-listing";
import * as myListingsRoute from "#app/routes/my-listings";
import { toastMessages } from "#common/texts/fr/toast-messages";
import { toastFromKey } from "#common/toast-keys";
import { getDb } from "#server/db/client.server";
import { listingDecisions, listings, notifications } from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { ownedPictures, postForm, propertyFields, routeArgs, settle } from "#tests/support/hosting";
import { renderRoute } from "#tests/support/render-route";
import { signedInUser } from "#tests/support/sessions";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
type Args = Parameters<typeof editRoute.action>[0];
const args = (request: Request, id: string) => routeArgs<Args>(request, { id });

let host: { userId: string; cookie: string };
let intruder: { userId: string; cookie: string };
let keys: string[];

beforeAll(async () => {
  host = await signedInUser("hote.edition@exemple.bj", { roles: ["host"] });
  intruder = await signedInUser("intrus@exemple.bj", { roles: ["host"] });
  await createUser({ roles: ["admin"] });
  keys = await ownedPictures(host.userId, 10);
});

async function approvedListing(overrides: Partial<typeof listings.$inferInsert> = {}) {
  return createListing({
    userId: host.userId,
    title: "Villa Soleil à Fidjrossè",
    description: "Une belle villa avec piscine, à deux pas de la plage de Fidjrossè.",
    category: "Villa",
    price: 45000,
    address: "Rue 912, Fidjrossè",
    city: "Cotonou",
    maxGuests: 6,
    cancellationPolicy: "strict",
    amenities: ["WiFi gratuit", "Piscine"],
    houseRules: ["Non-fumeur"],
    images: keys.slice(0, 3),
    status: "approved",
    ...overrides,
  });
}

/** The pictures of approvedListing(), once beforeAll has made them. */
const keys_ = () => keys.slice(0, 3);

const edit = (id: string, fields: Array<[string, string]>, cookie = host.cookie) =>
  settle(editRoute.action(args(postForm(`/edit-listing/${id}`, fields, cookie), id)));
const read = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0]!;
type ActionResult = {
  init: { status: number };
  data: { errors?: Record<string, string>; needsConfirmation?: boolean };
};

describe(`editing a listing (${databaseKind})`, () => {
  it("keeps an approved listing approved, at the same version, when it is saved unchanged", async () => {
    const listing = await approvedListing();
    const response = (await edit(listing.id, propertyFields(keys.slice(0, 3), { price: "45000" }))) as Response;
    expect(response.headers.get("location")).toBe("/my-listings?toast=listingUpdated");
    expect(await read(listing.id)).toMatchObject({ status: "approved", version: listing.version });
  });

  // The issue "Close the holes an attacker found": an approved listing's house rules,
  // amenities, address, city, capacity and cancellation policy changed without review.
  it.each<[string, () => Array<[string, string]>]>([
    ["city and capacity", () => propertyFields(keys_(), { city: "Abomey-Calavi", maxGuests: "8" })],
    ["address", () => propertyFields(keys_(), { address: "Payez d'abord sur wa.me/22990000000" })],
    ["cancellation policy", () => propertyFields(keys_(), { cancellationPolicy: "flexible" })],
    [
      "house rules",
      () => [...propertyFields(keys_()), ["houseRules", "Paiement en espèces uniquement, contactez wa.me/22990000000"]],
    ],
    ["amenities", () => [...propertyFields(keys_()), ["amenities", "Climatisation"]]],
  ])("sends an approved listing back to review when its %s change, after the host confirmed", async (_, fieldsOf) => {
    const fields = fieldsOf();
    const listing = await approvedListing();
    const first = (await edit(listing.id, fields)) as ActionResult;
    expect(first.init.status).toBe(409);
    expect(first.data.needsConfirmation).toBe(true);
    expect(await read(listing.id)).toMatchObject({ status: "approved", version: listing.version });
    const confirmed = (await edit(listing.id, [...fields, ["confirmRevalidation", "1"]])) as Response;
    expect(confirmed.headers.get("location")).toBe("/my-listings?toast=listingUpdated");
    expect(await read(listing.id)).toMatchObject({ status: "pending", version: listing.version + 1 });
  });

  it("asks for confirmation before a price change, then sends the listing back to pending and tells the admins", async () => {
    const listing = await approvedListing();
    const fields = propertyFields(keys.slice(0, 3), { price: "50 000" });
    const first = (await edit(listing.id, fields)) as ActionResult;
    expect(first.init.status).toBe(409);
    expect(first.data.needsConfirmation).toBe(true);
    expect(await read(listing.id)).toMatchObject({ status: "approved", price: 45000 });

    const confirmed = (await edit(listing.id, [...fields, ["confirmRevalidation", "1"]])) as Response;
    expect(confirmed.headers.get("location")).toBe("/my-listings?toast=listingUpdated");
    expect(await read(listing.id)).toMatchObject({ status: "pending", price: 50000 });
    const decisions = await getDb().select().from(listingDecisions).where(eq(listingDecisions.listingId, listing.id));
    expect(decisions.map((row) => row.decision)).toEqual(["resubmitted"]);
    const notices = await getDb().select().from(notifications).where(eq(notifications.listingId, listing.id));
    expect(notices).toHaveLength(1);
  });

  it("compares pictures by count and order: a new cover is a change", async () => {
    const listing = await approvedListing();
    const reordered = [keys[1]!, keys[0]!, keys[2]!];
    await edit(listing.id, [...propertyFields(reordered), ["confirmRevalidation", "1"]]);
    expect(await read(listing.id)).toMatchObject({ status: "pending", images: reordered });
  });

  it("resubmits a rejected listing whose title changed, clearing the old reason", async () => {
    const listing = await approvedListing({ status: "rejected", rejectionReason: "Photos floues" });
    await edit(listing.id, propertyFields(keys.slice(0, 3), { title: "Villa Soleil rénovée" }));
    expect(await read(listing.id)).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("applies the spec's edit messages word for word", async () => {
    const listing = await approvedListing();
    const result = (await edit(
      listing.id,
      propertyFields([], {
        title: "Abc",
        description: "Trop court",
        price: "-5",
        category: "",
        address: "Rue",
        city: "C",
      }),
    )) as ActionResult;
    expect(result.data.errors).toEqual({
      title: "Le titre doit comporter au moins 5 caractères",
      description: "La description doit comporter au moins 20 caractères",
      price: "Le prix doit être un nombre positif",
      category: "Veuillez sélectionner une catégorie",
      address: "L'adresse doit comporter au moins 5 caractères",
      city: "La ville doit comporter au moins 2 caractères",
      images: "Veuillez télécharger au moins une image",
    });
    const tooMany = (await edit(listing.id, propertyFields(keys.slice(0, 7)))) as ActionResult;
    expect(tooMany.data.errors?.images).toBe("Limite d'images dépassée");
    expect(await read(listing.id)).toMatchObject({ status: "approved", title: "Villa Soleil à Fidjrossè" });
  });

  it("keeps the vehicle flag locked", async () => {
    const vehicle = await createListing({
      userId: host.userId,
      isVehicle: true,
      category: "SUV",
      vehicleType: "SUV",
      make: "Toyota",
      model: "RAV4",
      images: keys.slice(0, 1),
      status: "pending",
    });
    const fields: Array<[string, string]> = [
      ...Object.entries({
        title: "Toyota RAV4 climatisé",
        description: "Un SUV confortable pour vos trajets au Bénin.",
        price: "30000",
        address: "Rue 12.145, Haie Vive",
        city: "Cotonou",
        make: "Toyota",
        model: "RAV4",
        vehicleType: "SUV",
        cancellationPolicy: "moderate",
        isVehicle: "false",
      }),
      ["images", keys[0]!],
    ];
    await edit(vehicle.id, fields);
    expect(await read(vehicle.id)).toMatchObject({ isVehicle: true, price: 30000, category: "SUV" });
  });

  it("answers another host's or an unknown id with 'Annonce non trouvée' and changes nothing", async () => {
    const listing = await approvedListing();
    for (const id of [listing.id, "00000000-0000-4000-8000-000000000000", "pas-un-uuid"]) {
      const response = (await edit(
        id,
        [...propertyFields(keys.slice(0, 3), { price: "1" }), ["confirmRevalidation", "1"]],
        intruder.cookie,
      )) as Response;
      expect(response.headers.get("location")).toBe("/my-listings?toast=listingNotFound");
      const page = (await settle(
        editRoute.loader(args(pageRequest(`/edit-listing/${id}`, { cookie: intruder.cookie }), id)),
      )) as Response;
      expect(page.headers.get("location")).toBe("/my-listings?toast=listingNotFound");
    }
    expect(await read(listing.id)).toMatchObject({ price: 45000, status: "approved" });
  });
});

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

describe("/my-listings", () => {
  it("lists only the owner's listings, newest first, with the rejection reason, and escapes HTML in titles", async () => {
    await createListing({ userId: intruder.userId, title: "Annonce de l'intrus" });
    await approvedListing({
      title: "<script>alert('x')</script> Villa",
      status: "rejected",
      rejectionReason: "Titre non conforme",
      createdAt: new Date(Date.now() + 60_000),
    });
    const page = await renderRoute(
      {
        default: myListingsRoute.default,
        loader: () => myListingsRoute.loader(routeArgs(pageRequest("/my-listings", { cookie: host.cookie }))),
      } as never,
      "/my-listings",
    );
    expect(page.html).not.toContain("Annonce de l&#x27;intrus");
    expect(page.html).not.toContain("<script>alert");
    expect(page.html).toContain("&lt;script&gt;");
    expect(page.html).toContain("Titre non conforme");
    expect(page.html.indexOf("&lt;script&gt;")).toBeLessThan(page.html.indexOf("Villa Soleil à Fidjrossè"));
  });

  it("deletes only the owner's listing without bookings", async () => {
    const mine = await approvedListing();
    const booked = await approvedListing();
    await createBooking({ listingId: booked.id, startDate: "2030-01-01", endDate: "2030-01-03" });
    const theirs = await createListing({ userId: intruder.userId });
    const remove = (id: string) =>
      settle(
        myListingsRoute.action(
          routeArgs(
            postForm(
              "/my-listings",
              [
                ["intent", "delete"],
                ["id", id],
              ],
              host.cookie,
            ),
          ),
        ),
      );
    expect(((await remove(theirs.id)) as Response).headers.get("location")).toBe("/my-listings?toast=listingNotFound");
    expect((await remove(booked.id)) as ActionResult).toMatchObject({ init: { status: 409 } });
    expect(((await remove(mine.id)) as Response).headers.get("location")).toBe("/my-listings?toast=listingDeleted");
    const remaining = (await getDb().select({ id: listings.id }).from(listings)).map((row) => row.id);
    expect(remaining).toContain(theirs.id);
    expect(remaining).toContain(booked.id);
    expect(remaining).not.toContain(mine.id);
  });
});
