import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createListing, createUser } from "#server/seed/factories.server";
import { addPicture, addReview } from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import {
  countHomeCategories,
  getPublicListing,
  listNewest,
  listPublicListings,
  listSitemapEntries,
} from "./public-listings.server";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe(`public listing reads (${databaseKind})`, () => {
  let hostId: string;
  let pendingId: string;
  let villaId: string;
  const stayIds: string[] = [];

  beforeAll(async () => {
    await useTestDatabase();
    const host = await createUser({ fullName: "Koffi Agossou", roles: ["user", "host"] });
    hostId = host.id;
    // Eight approved accommodations, the newest last (minutesAgo 1).
    const categories = [
      "Appartement",
      "APPARTEMENT",
      "Villa",
      "Maison",
      "Chambre d'hôtes",
      "chambre",
      "Studio",
      "Bungalow",
    ];
    for (const [index, category] of categories.entries()) {
      const listing = await createListing({
        userId: hostId,
        category,
        title: `Logement ${index}`,
        createdAt: minutesAgo(100 - index),
      });
      stayIds.push(listing.id);
    }
    villaId = stayIds[2]!;
    // Beach stays: by amenity, by name, by category.
    await createListing({
      userId: hostId,
      category: "Villa",
      amenities: ["Vue sur mer"],
      title: "Villa océane",
      createdAt: minutesAgo(300),
    });
    await createListing({
      userId: hostId,
      category: "Bungalow",
      title: "Bungalow de la plage de Fidjrossè",
      createdAt: minutesAgo(301),
    });
    // Vehicles, one of which is not approved.
    await createListing({ userId: hostId, isVehicle: true, category: "SUV", createdAt: minutesAgo(50) });
    await createListing({ userId: hostId, isVehicle: true, category: "Berline", createdAt: minutesAgo(40) });
    await createListing({ userId: hostId, isVehicle: true, status: "pending", createdAt: minutesAgo(1) });
    // Not public: pending and rejected accommodations (newest of all, and an apartment).
    pendingId = (
      await createListing({ userId: hostId, status: "pending", category: "Appartement", createdAt: minutesAgo(0) })
    ).id;
    await createListing({ userId: hostId, status: "rejected", category: "Villa", amenities: ["Vue sur mer"] });
  });

  it("counts approved listings per home tile, without regard to case or accents", async () => {
    expect(await countHomeCategories()).toEqual({
      appartement: 2,
      villa: 2,
      maison: 1,
      chambre: 2,
      véhicules: 2,
      plage: 2,
    });
  });

  it("lists the 6 newest approved listings of each kind", async () => {
    const newest = await listNewest({ isVehicle: false, limit: 6 });
    expect(newest.map((card) => card.title)).toEqual([7, 6, 5, 4, 3, 2].map((index) => `Logement ${index}`));
    expect(newest.every((card) => !card.isVehicle)).toBe(true);
    const vehicles = await listNewest({ isVehicle: true, limit: 6 });
    expect(vehicles.map((card) => card.category)).toEqual(["Berline", "SUV"]);
  });

  it("gives the cover picture and the real rating of each card ('Nouveau' without reviews)", async () => {
    await addPicture("properties/villa-cover", hostId);
    await addPicture("properties/villa-room", hostId);
    await getDb()
      .update(listings)
      .set({ images: ["properties/villa-cover", "properties/missing", "properties/villa-room"] })
      .where(eq(listings.id, villaId));
    await addReview(villaId, 5);
    await addReview(villaId, 4);
    await addReview(villaId, 4);
    const cards = await listNewest({ isVehicle: false, limit: 8 });
    const villa = cards.find((card) => card.id === villaId)!;
    expect(villa.cover).toEqual({ key: "properties/villa-cover", widths: [320, 640, 1280], width: 1280, height: 960 });
    expect(villa.rating).toEqual({ average: 4.33, count: 3 });
    const other = cards.find((card) => card.id !== villaId)!;
    expect(other.cover).toBeNull();
    expect(other.rating).toEqual({ average: null, count: 0 });
  });

  it("reads one approved listing with all its pictures, rating and host name", async () => {
    const detail = await getPublicListing(villaId);
    expect(detail).toMatchObject({
      id: villaId,
      category: "Villa",
      hostName: "Koffi Agossou",
      rating: { average: 4.33, count: 3 },
      cancellationPolicy: "moderate",
    });
    // The missing file is skipped, the order kept.
    expect(detail!.images.map((image) => image.key)).toEqual(["properties/villa-cover", "properties/villa-room"]);
    expect(detail!.cover?.key).toBe("properties/villa-cover");
    expect(await getPublicListing(villaId.toUpperCase())).not.toBeNull();
  });

  it("answers null for a pending, unknown or malformed id (never a database error)", async () => {
    expect(await getPublicListing(pendingId)).toBeNull();
    expect(await getPublicListing("00000000-0000-4000-8000-000000000000")).toBeNull();
    for (const bad of ["", "abc", "1 OR 1=1", `${villaId}'--`, "x".repeat(10_000)]) {
      expect(await getPublicListing(bad)).toBeNull();
    }
  });

  it("pages approved listings of a kind or a category, newest first, with the total", async () => {
    const first = await listPublicListings({ isVehicle: false, page: 1, pageSize: 4 });
    expect(first.total).toBe(10);
    expect(first.items.map((card) => card.title)).toEqual(["Logement 7", "Logement 6", "Logement 5", "Logement 4"]);
    const third = await listPublicListings({ isVehicle: false, page: 3, pageSize: 4 });
    expect(third.items).toHaveLength(2);
    const all = [1, 2, 3].map((page) => listPublicListings({ isVehicle: false, page, pageSize: 4 }));
    const ids = (await Promise.all(all)).flatMap((result) => result.items.map((card) => card.id));
    expect(new Set(ids).size).toBe(10);
    expect((await listPublicListings({ isVehicle: false, page: 99, pageSize: 4 })).items).toEqual([]);
  });

  it("matches category pages without regard to case or accents", async () => {
    const titles = async (categoryKey: string) =>
      (await listPublicListings({ categoryKey, page: 1, pageSize: 24 })).items.map((card) => card.title).sort();
    expect((await listPublicListings({ categoryKey: "Véhicules", page: 1, pageSize: 24 })).total).toBe(2);
    expect((await listPublicListings({ categoryKey: "vehicules", page: 1, pageSize: 24 })).total).toBe(2);
    expect((await listPublicListings({ categoryKey: "hébergements", page: 1, pageSize: 24 })).total).toBe(10);
    expect(await titles("APPARTEMENT")).toEqual(["Logement 0", "Logement 1"]);
    expect(await titles("chambre")).toEqual(["Logement 4", "Logement 5"]);
    expect(await titles("Plage")).toEqual(["Bungalow de la plage de Fidjrossè", "Villa océane"]);
    expect((await listPublicListings({ categoryKey: "suv", page: 1, pageSize: 24 })).total).toBe(1);
    expect((await listPublicListings({ categoryKey: "château", page: 1, pageSize: 24 })).total).toBe(0);
    expect((await listPublicListings({ categoryKey: "'; DROP TABLE listings; --", page: 1, pageSize: 24 })).total).toBe(
      0,
    );
  });

  it("lists every approved listing for the sitemap, and nothing else", async () => {
    const entries = await listSitemapEntries();
    expect(entries).toHaveLength(12);
    expect(entries.map((entry) => entry.id)).not.toContain(pendingId);
    expect(entries[0]!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
