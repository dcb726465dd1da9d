// The towns the search may count a destination's matches from (search-towns.server.ts):
// only visible listings' towns, each holding the text as search_normalize() folds it, and
// the rule the shortcut rests on, checked on what hosts could type: a town's normalized
// name is part of its listings' search_text.
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabaseHandle } from "#server/db/client.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { criteriaWith } from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { townsContaining, TOWNS_PER_SEARCH } from "./search-towns.server";
import { searchListings } from "./search.server";

await useTestDatabase();

const HOSTILE_CITIES = [
  "  Porto--Novo!! ",
  "Cotonou (Akpakpa)",
  "Grand%Popo",
  "Ouidah_",
  "Œuvre-Ville",
  "Straße",
  "e\u0301cole", // an accent typed as a combining mark
  "ÉCOLE",
  "'; DROP TABLE listings; --",
  "---",
  "北京",
];

describe(`the towns a destination names (${databaseKind})`, () => {
  beforeAll(async () => {
    const host = await createUser({ roles: ["user", "host"] });
    const titles = ["Villa à", "Studio près de la plage —", "Chambre «", "Maison n°", "Logement_"];
    for (const [index, city] of HOSTILE_CITIES.entries()) {
      await createListing({ userId: host.id, city, title: `${titles[index % titles.length]}${index % 2 ? "" : "é"}` });
    }
    await createListing({ userId: host.id, city: "Tanguiéta", status: "pending" });
    await createListing({ userId: host.id, city: "Djougou", ownerSuspended: true });
    for (let index = 0; index < TOWNS_PER_SEARCH + 5; index += 1) {
      await createListing({ userId: host.id, city: `Village ${index}` });
    }
  });

  it("holds each visible listing's normalized town within its search_text", async () => {
    const rows = await getDatabaseHandle().query<{ city: string; inside: boolean }>(
      "SELECT city, position(city_key in search_text) > 0 AS inside FROM listings",
    );
    expect(rows.length).toBeGreaterThan(HOSTILE_CITIES.length);
    expect(rows.filter((row) => !row.inside)).toEqual([]);
  });

  it("names only visible listings' towns that hold every given text, folded as the database folds it", async () => {
    expect(await townsContaining(["PORTO novo"])).toEqual(["porto novo"]);
    expect(await townsContaining(["akpakpa", "cotonou"])).toEqual(["cotonou akpakpa"]);
    expect(await townsContaining(["école"])).toEqual(["ecole"]);
    expect(await townsContaining(["grand%popo"])).toEqual(["grand popo"]);
    expect(await townsContaining(["Tanguiéta"])).toEqual([]);
    expect(await townsContaining(["Djougou"])).toEqual([]);
    expect(await townsContaining(["drop table"])).toEqual(["drop table listings"]);
    expect(await townsContaining(["Tombouctou"])).toEqual([]);
    expect(await townsContaining(["", "  "])).toEqual([]);
  });

  it(`tries at most ${TOWNS_PER_SEARCH} towns for one search`, async () => {
    expect(await townsContaining(["village"])).toHaveLength(TOWNS_PER_SEARCH);
  });

  it("finds each hostile town's listing by its name, as typed", async () => {
    for (const city of HOSTILE_CITIES.filter((name) => /[\p{L}\p{N}]/u.test(name))) {
      const found = await searchListings(criteriaWith({ destination: city }), 100);
      expect(found.items.map((card) => card.city)).toContain(city);
    }
  });
});
