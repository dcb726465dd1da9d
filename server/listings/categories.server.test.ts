// The search's types in one condition (typesCondition) select exactly what the union of
// their categories selects (categoryCondition, the category pages' and home tiles' rule),
// for every combination of types, on listings named the ways hosts name them.
import { and, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING_TYPES, type ListingType } from "#common/search-params";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { categoryCondition, typesCondition } from "./categories.server";

await useTestDatabase();

const CATEGORIES = [
  "Appartement",
  "Villa",
  "VILLA",
  "Maison",
  "Chambre",
  "Chambres",
  "Chambre d'hôtes",
  "Chambres d'hôtes",
  "Chambre-froide",
  "Studio",
  "Plage",
];

const titlesWhere = async (condition: ReturnType<typeof typesCondition>) =>
  (
    await getDb()
      .select({ title: listings.title })
      .from(listings)
      .where(and(sql`true`, condition))
  )
    .map((row) => row.title)
    .sort();

describe(`the search's types as one condition (${databaseKind})`, () => {
  beforeAll(async () => {
    const host = await createUser({ roles: ["user", "host"] });
    for (const category of CATEGORIES) await createListing({ userId: host.id, title: category, category });
    await createListing({ userId: host.id, title: "Véhicule Villa", category: "Villa", isVehicle: true });
    await createListing({ userId: host.id, title: "Véhicule SUV", category: "SUV", isVehicle: true });
  });

  it("selects what the union of the types' categories selects, for every combination", async () => {
    const combinations = Array.from({ length: 1 << LISTING_TYPES.length }, (_, bits) =>
      LISTING_TYPES.filter((_, index) => bits & (1 << index)),
    );
    for (const types of combinations.filter((combination) => combination.length > 0)) {
      const union = new Set<string>();
      for (const type of types) {
        for (const title of await titlesWhere(categoryCondition(type === "vehicule" ? "vehicules" : type))) {
          union.add(title);
        }
      }
      expect(await titlesWhere(typesCondition(types)), types.join(", ")).toEqual([...union].sort());
    }
  });

  it("asks nothing when no type is chosen, and counts a type chosen twice once", async () => {
    expect(typesCondition([])).toBeUndefined();
    const twice: ListingType[] = ["chambre", "chambre", "villa"];
    expect(await titlesWhere(typesCondition(twice))).toEqual(await titlesWhere(typesCondition(["villa", "chambre"])));
    expect(await titlesWhere(typesCondition(["chambre"]))).toEqual([
      "Chambre",
      "Chambre d'hôtes",
      "Chambres",
      "Chambres d'hôtes",
    ]);
  });
});
