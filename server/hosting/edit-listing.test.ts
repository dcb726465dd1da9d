// Editing a listing: what sends an approved listing back to review (after the host
// confirmed), the edit messages, the locked vehicle flag, another host's or an unknown id.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/edit-listing";
import { getDb } from "#server/db/client.server";
import { listingDecisions, notifications } from "#server/db/schema";
import { createListing } from "#server/seed/factories.server";
import {
  approvedListing,
  args,
  edit,
  host,
  intruder,
  keys,
  keys_,
  read,
  type ActionResult,
} from "#tests/support/edit-listing";
import { propertyFields, settle } from "#tests/support/hosting";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind } from "#tests/support/test-database";

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
        // The rental terms a vehicle now states (docs/decisions/027).
        driverOption: "without",
        depositAmount: "100000",
        minDriverAge: "23",
        minLicenceYears: "2",
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
