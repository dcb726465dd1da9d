// Hostile edits of an approved listing (/edit-listing/{id}), through the production bundle
// over HTTP: whatever the listing shows goes back to review when its host changes it.
// The issue "Close the holes an attacker found": after approval, house rules, amenities,
// address, city, capacity and cancellation policy changed without review, so a host could
// publish "pay on WhatsApp" in a house rule of an approved listing.
import { beforeAll, describe, expect, it } from "vitest";
import { createListing } from "#server/seed/factories.server";
import { withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { uploadedKeys } from "#tests/security/hostile-support/media";
import { rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const TABLES: TableName[] = ["listings", "notifications", "listing_decisions"];
const SCAM = "Payez d'abord sur wa.me/22990000000";

let host: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };

beforeAll(async () => {
  host = await signedInUser("hote.revision@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.revision@exemple.bj");
  await signedInUser("admin.revision@exemple.bj", { roles: ["admin"] });
});

async function approvedListing() {
  const images = await uploadedKeys(host.userId);
  const listing = await createListing({
    userId: host.userId,
    title: "Villa Soleil à Fidjrossè",
    description: "Une belle villa avec piscine, à deux pas de la plage.",
    category: "Villa",
    price: 45000,
    address: "Rue 912, Fidjrossè",
    city: "Cotonou",
    maxGuests: 6,
    cancellationPolicy: "strict",
    amenities: ["WiFi gratuit"],
    houseRules: ["Non-fumeur"],
    images,
    status: "approved",
  });
  const same: FormFields = {
    title: listing.title,
    description: listing.description,
    category: listing.category,
    price: String(listing.price),
    address: listing.address,
    city: listing.city,
    maxGuests: String(listing.maxGuests),
    cancellationPolicy: listing.cancellationPolicy,
    amenities: listing.amenities,
    houseRules: listing.houseRules,
    images,
  };
  return { listing, same };
}

const state = async (id: string) =>
  (await rows<{ status: string; version: number }>("SELECT status, version FROM listings WHERE id = $1", [id]))[0]!;

describe(`an approved listing's edits go back to review (${databaseKind})`, () => {
  it.each<[string, FormFields]>([
    ["a house rule", { houseRules: ["Non-fumeur", SCAM] }],
    ["an amenity", { amenities: ["WiFi gratuit", SCAM] }],
    ["the address", { address: SCAM }],
    ["the city", { city: "Ouidah" }],
    ["the capacity", { maxGuests: "40" }],
    ["the cancellation policy", { cancellationPolicy: "flexible" }],
  ])("%s: asked to confirm first, then pending, off the public page and out of the search", async (_label, change) => {
    const { listing, same } = await approvedListing();
    const fields = { ...same, ...change };

    const unconfirmed = await withoutChanges(TABLES, () =>
      app.post(`/edit-listing/${listing.id}`, fields, { cookie: host.cookie }),
    );
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.text).toContain("Nouvelle validation nécessaire");

    const confirmed = await app.post(
      `/edit-listing/${listing.id}`,
      { ...fields, confirmRevalidation: "1" },
      { cookie: host.cookie },
    );
    expect(confirmed.status).toBe(302);
    expect(await state(listing.id)).toEqual({ status: "pending", version: listing.version + 1 });
    expect((await app.get(`/property/${listing.id}`, { cookie: traveler.cookie })).status).toBe(404);
    const search = await app.get(`/search?destination=${encodeURIComponent(listing.title)}`, {
      cookie: traveler.cookie,
    });
    expect(search.body).not.toContain(listing.id);
  });

  it("saving the same content keeps it approved, at the same version", async () => {
    const { listing, same } = await approvedListing();
    const answer = await app.post(`/edit-listing/${listing.id}`, same, { cookie: host.cookie });
    expect(answer.status).toBe(302);
    expect(await state(listing.id)).toEqual({ status: "approved", version: listing.version });
    // Still public: the same searches that miss a listing sent back to review find this one.
    const search = await app.get(`/search?destination=${encodeURIComponent(listing.title)}`, {
      cookie: traveler.cookie,
    });
    expect(search.body).toContain(listing.id);
  });
});
