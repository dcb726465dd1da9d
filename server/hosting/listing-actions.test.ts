import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as addProperty, action as addVehicle, loader as addPropertyLoader } from "#app/routes/add-listing";
import { toastMessages } from "#common/texts/fr/toast-messages";
import { toastFromKey } from "#common/toast-keys";
import { getDb } from "#server/db/client.server";
import { listings, notifications } from "#server/db/schema";
import { getPublicListing } from "#server/listings/public-listings.server";
import { createUser } from "#server/seed/factories.server";
import { ownedPictures, postForm, propertyFields, routeArgs, settle } from "#tests/support/hosting";
import { signedInUser } from "#tests/support/sessions";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { countOwnListings } from "./host-listings.server";

const handle = await useTestDatabase();
type Args = Parameters<typeof addProperty>[0];
const args = (request: Request) => routeArgs<Args>(request);

let host: { userId: string; cookie: string };
let otherHost: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };
let adminId: string;

beforeAll(async () => {
  host = await signedInUser("hote.creation@exemple.bj", { roles: ["host"] });
  otherHost = await signedInUser("autre.hote@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.creation@exemple.bj");
  adminId = (await createUser({ roles: ["admin"] })).id;
});

const listingCount = async () => (await handle.query("SELECT id FROM listings")).length;
type ActionResult = {
  init: { status: number };
  data: { toast?: { title: string; description?: string }; errors?: Record<string, string> };
};

describe(`creating a listing (${databaseKind})`, () => {
  it("refuses anonymous visitors with 'Erreur d'authentification' and travelers with 403, storing nothing", async () => {
    const keys = await ownedPictures(traveler.userId, 1);
    const anonymous = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(keys)))),
    )) as ActionResult;
    expect(anonymous.init.status).toBe(401);
    expect(anonymous.data.toast?.title).toBe("Erreur d'authentification");
    const forbidden = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(keys), traveler.cookie))),
    )) as ActionResult;
    expect(forbidden.init.status).toBe(403);
    expect(await listingCount()).toBe(0);
    const page = (await settle(
      addPropertyLoader(args(pageRequest("/add-property", { cookie: traveler.cookie }))),
    )) as Response;
    expect(page.headers.get("location")).toBe("/become-host");
  });

  it("creates a pending listing in Bénin whatever the request says, and tells the admins in the same write", async () => {
    const keys = await ownedPictures(host.userId, 3);
    const forged: Array<[string, string]> = [
      ["status", "approved"],
      ["country", "France"],
      ["userId", otherHost.userId],
      ["isVehicle", "true"],
    ];
    const response = (await settle(
      addProperty(args(postForm("/add-property", [...propertyFields(keys), ...forged], host.cookie))),
    )) as Response;
    expect(response.headers.get("location")).toBe("/host-dashboard?toast=propertyAdded");
    expect(toastFromKey("propertyAdded", toastMessages.catalog)).toEqual({
      title: "Propriété ajoutée",
      description: "Votre annonce a été soumise pour validation. Vous serez notifié dès son approbation.",
    });
    const [row] = await getDb().select().from(listings).where(eq(listings.userId, host.userId));
    expect(row).toMatchObject({
      status: "pending",
      country: "Bénin",
      isVehicle: false,
      price: 45000,
      maxGuests: 6,
      cancellationPolicy: "strict",
      category: "Villa",
      amenities: ["WiFi gratuit", "Piscine"],
      houseRules: ["Non-fumeur"],
      images: keys,
    });
    expect(await getPublicListing(row!.id)).toBeNull();
    const [notice] = await getDb().select().from(notifications).where(eq(notifications.listingId, row!.id));
    expect(notice).toMatchObject({ userId: adminId, title: "Nouvelle annonce à valider", link: "/admin-dashboard" });
  });

  it("gives a vehicle its type as category, its seats as capacity, and no amenities", async () => {
    const keys = await ownedPictures(host.userId, 1);
    const fields: Array<[string, string]> = [
      ...Object.entries({
        title: "Toyota Hilux 4x4",
        price: "35000",
        address: "Boulevard de la Marina",
        city: "Cotonou",
        make: "Toyota",
        model: "Hilux",
        year: String(new Date().getUTCFullYear() - 2),
        vehicleType: "4x4",
        transmission: "Manuelle",
        fuelType: "Diesel",
        seats: "5",
        cancellationPolicy: "flexible",
        // The rental terms a vehicle now states (docs/decisions/027).
        driverOption: "both",
        driverPricePerDay: "15 000",
        depositAmount: "100 000",
        dailyDistanceKm: "200",
        minDriverAge: "23",
        minLicenceYears: "2",
      }),
      ["amenities", "Piscine"],
      ["images", keys[0]!],
    ];
    const response = (await settle(
      addVehicle(routeArgs<Parameters<typeof addVehicle>[0]>(postForm("/add-vehicle", fields, host.cookie))),
    )) as Response;
    expect(response.headers.get("location")).toBe("/host-dashboard?toast=vehicleAdded");
    expect(toastFromKey("vehicleAdded", toastMessages.catalog)).toEqual({
      title: "Véhicule ajouté",
      description: "Votre annonce a été soumise pour validation. Vous serez notifié dès son approbation.",
    });
    const [row] = await getDb().select().from(listings).where(eq(listings.title, "Toyota Hilux 4x4"));
    expect(row).toMatchObject({
      isVehicle: true,
      category: "4x4",
      vehicleType: "4x4",
      seats: 5,
      maxGuests: 5,
      amenities: [],
      status: "pending",
      driverOption: "both",
      driverPricePerDay: 15_000,
      depositAmount: 100_000,
      dailyDistanceKm: 200,
      minDriverAge: 23,
      minLicenceYears: 2,
    });
  });

  it("answers missing fields and missing pictures with the spec's messages", async () => {
    const before = await listingCount();
    const missing = (await settle(
      addProperty(args(postForm("/add-property", propertyFields([], { title: "", city: "" }), host.cookie))),
    )) as ActionResult;
    expect(missing.init.status).toBe(400);
    expect(missing.data.toast).toMatchObject({
      title: "Champs requis manquants",
      description: "Veuillez remplir tous les champs obligatoires",
    });
    expect(missing.data.errors).toMatchObject({ title: "Ce champ est requis", city: "Ce champ est requis" });
    const noImages = (await settle(
      addProperty(args(postForm("/add-property", propertyFields([]), host.cookie))),
    )) as ActionResult;
    expect(noImages.data.toast?.title).toBe("Images requises");
    expect(await listingCount()).toBe(before);
  });

  it.each([
    ["-5000", "Le prix doit être un nombre positif"],
    ["abc", "Le prix doit être un nombre positif"],
    ["0", "Le prix doit être un nombre positif"],
    ["12,5", "Le prix doit être un nombre entier de FCFA"],
    ["1e9", "Le prix doit être un nombre positif"],
    ["999 999 999", "Le prix ne doit pas dépasser 100 000 000 FCFA"],
  ])("refuses the price %s", async (price, message) => {
    const keys = await ownedPictures(host.userId, 1);
    const before = await listingCount();
    const result = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(keys, { price }), host.cookie))),
    )) as ActionResult;
    expect(result.init.status).toBe(400);
    expect(result.data.errors?.price).toBe(message);
    expect(await listingCount()).toBe(before);
  });

  it("refuses a 10 000-character title and a category outside the list", async () => {
    const keys = await ownedPictures(host.userId, 1);
    const long = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(keys, { title: "A".repeat(10_000) }), host.cookie))),
    )) as ActionResult;
    expect(long.data.errors?.title).toBe("Le titre ne doit pas dépasser 200 caractères");
    const category = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(keys, { category: "Château" }), host.cookie))),
    )) as ActionResult;
    expect(category.data.errors?.category).toBe("Veuillez choisir une valeur de la liste");
  });

  it("refuses pictures uploaded by someone else", async () => {
    const stolen = await ownedPictures(otherHost.userId, 1);
    const before = await listingCount();
    const result = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(stolen), host.cookie))),
    )) as ActionResult;
    expect(result.init.status).toBe(400);
    expect(result.data.errors?.images).toBe("Une ou plusieurs images sont introuvables ou ne vous appartiennent pas.");
    const unknown = (await settle(
      addProperty(args(postForm("/add-property", propertyFields(["properties/0123456789abcdef"]), host.cookie))),
    )) as ActionResult;
    expect(unknown.init.status).toBe(400);
    expect(await listingCount()).toBe(before);
  });

  it("counts only the host's own listings", async () => {
    expect(await countOwnListings(host.userId)).toEqual({ approved: 0, pending: 2, rejected: 0, unpublished: 0 });
    expect(await countOwnListings(otherHost.userId)).toEqual({ approved: 0, pending: 0, rejected: 0, unpublished: 0 });
  });
});
