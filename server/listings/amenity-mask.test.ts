// The amenities' mask (migration 0027): the database's bits are AMENITY_FILTERS' order, a
// listing's mask holds exactly the filter amenities its array holds (as `@>` reads them,
// whatever else the host typed), and the search's amenity filter, read through the mask,
// finds what `amenities @> ARRAY[…]` finds.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AMENITY_FILTER_KEYS, AMENITY_FILTERS, type AmenityFilter } from "#common/search-params";
import { getDatabaseHandle, getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createListing, createUser } from "#server/seed/factories.server";
import { criteriaWith } from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { amenityBit, masksWithAll } from "./amenity-mask.server";
import { searchListings } from "./search.server";

await useTestDatabase();

const maskOf = async (amenities: (string | null)[]) =>
  (await getDatabaseHandle().query<{ mask: number }>("SELECT search_amenity_mask($1::text[]) AS mask", [amenities]))[0]!
    .mask;

describe("the amenities' mask in the code", () => {
  it("gives each filter amenity its own bit, in AMENITY_FILTERS' order", () => {
    expect(AMENITY_FILTER_KEYS.map(amenityBit)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(() => amenityBit("sauna" as AmenityFilter)).toThrow();
  });

  it("lists exactly the masks that hold every required bit", () => {
    expect(masksWithAll([])).toHaveLength(64);
    expect(masksWithAll([...AMENITY_FILTER_KEYS])).toEqual([63]);
    const pair = masksWithAll(["piscine", "wifi"]);
    expect(pair).toHaveLength(16);
    for (let mask = 0; mask < 64; mask += 1) expect(pair.includes(mask)).toBe((mask & 3) === 3);
    // Asked twice, an amenity is still one requirement.
    expect(masksWithAll(["cuisine", "cuisine"])).toEqual(masksWithAll(["cuisine"]));
  });
});

describe(`the amenities' mask in the database (${databaseKind})`, () => {
  it("sets the bit of each filter amenity, as AMENITY_FILTERS spells it", async () => {
    for (const key of AMENITY_FILTER_KEYS) expect(await maskOf([AMENITY_FILTERS[key]])).toBe(amenityBit(key));
    expect(await maskOf(Object.values(AMENITY_FILTERS))).toBe(63);
  });

  it("ignores what is not a filter amenity, however close, and counts a repeated one once", async () => {
    expect(await maskOf([])).toBe(0);
    expect(await maskOf(["Télévision", "Jardin", "Balcon/Terrasse"])).toBe(0);
    expect(await maskOf(["wifi gratuit", "WIFI GRATUIT", "WiFi gratuit ", " Piscine", "Cuisine equipee"])).toBe(0);
    expect(await maskOf(["Piscine", "Piscine", "Télévision"])).toBe(amenityBit("piscine"));
    expect(await maskOf([null, "Vue sur mer", null])).toBe(amenityBit("vue sur mer"));
    expect(await maskOf(["'; DROP TABLE listings; --", "%", "_"])).toBe(0);
  });
});

describe(`the amenity filter read through the mask (${databaseKind})`, () => {
  const arrays: Record<string, string[]> = {
    nothing: [],
    pool: ["Piscine"],
    poolAndWifi: ["WiFi gratuit", "Jardin", "Piscine"],
    allSix: [...Object.values(AMENITY_FILTERS), "Télévision"],
    lookalikes: ["wifi gratuit", "Piscine ", "Cuisine equipee", "Vue sur la mer"],
    repeated: ["Climatisation", "Climatisation", "Parking gratuit"],
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const host = await createUser({ roles: ["user", "host"] });
    for (const [title, amenities] of Object.entries(arrays)) {
      ids[title] = (await createListing({ userId: host.id, title, city: "Ouidah", amenities })).id;
    }
  });

  const found = async (amenities: AmenityFilter[]) =>
    (await searchListings(criteriaWith({ amenities }), 50)).items.map((card) => card.title).sort();
  const expected = (amenities: AmenityFilter[]) =>
    Object.entries(arrays)
      .filter(([, values]) => amenities.every((key) => values.includes(AMENITY_FILTERS[key])))
      .map(([title]) => title)
      .sort();

  it("finds the listings whose array holds every asked amenity, for each pair and alone", async () => {
    for (const first of AMENITY_FILTER_KEYS) {
      expect(await found([first])).toEqual(expected([first]));
      for (const second of AMENITY_FILTER_KEYS) expect(await found([first, second])).toEqual(expected([first, second]));
    }
    expect(await found([...AMENITY_FILTER_KEYS])).toEqual(["allSix"]);
  });

  it("follows a host's change of amenities at once (the mask is a generated column)", async () => {
    await getDb()
      .update(listings)
      .set({ amenities: ["Piscine", "Vue sur mer"] })
      .where(eq(listings.id, ids.nothing!));
    try {
      expect(await found(["vue sur mer"])).toEqual(["allSix", "nothing"]);
      expect(await found(["piscine", "vue sur mer"])).toEqual(["allSix", "nothing"]);
    } finally {
      await getDb().update(listings).set({ amenities: [] }).where(eq(listings.id, ids.nothing!));
    }
    expect(await found(["vue sur mer"])).toEqual(["allSix"]);
  });
});
