// The search's one statement (search-page.server.ts) on more listings than a page's walk
// tests (WALK_LIMIT) and than the count cap: each way it counts (a town's own listings,
// the mask's btree, a walk merged with the calendar, the planner's) and each way it finds
// a page (sorted from the counted matches, walked, or left to the planner) gives the
// count and the order computed here from every row.
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP, type SearchCriteria } from "#common/search-params";
import { getDatabaseHandle } from "#server/db/client.server";
import { createBooking, createUser } from "#server/seed/factories.server";
import {
  criteriaWith,
  insertManyListings,
  sortLikeSearch,
  visibleRows,
  type VisibleRow,
} from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { WALK_LIMIT } from "./search-page.server";
import { townsContaining } from "./search-towns.server";
import { searchListings } from "./search.server";

await useTestDatabase();

/** Cotonou, Ouidah and Comè get 1 067 listings each (insertManyListings: city by n % 3). */
const MANY = 3_200;
/**
 * The dearest listings, all in Grand-Popo: five created after every other one, the rest
 * before. Newest first, a page's walk meets the five and then none: it finds part of a
 * page, which must not be shown as if it were the page.
 */
const PRESTIGE = 1_050;

async function insertPrestige(userId: string) {
  await getDatabaseHandle().query(
    `INSERT INTO listings (user_id, title, category, price, address, city, amenities, max_guests, status, created_at)
     SELECT $1, 'Villa Prestige n° ' || n, 'Villa', 95000, 'Plage ' || n, 'Grand-Popo', ARRAY['Piscine'], 2, 'approved',
            CASE WHEN n <= 5 THEN date_trunc('second', now()) + n * interval '1 minute'
                 ELSE date_trunc('second', now()) - interval '30 days' - n * interval '1 minute' END
     FROM generate_series(1, $2::int) AS n`,
    [userId, PRESTIGE],
  );
}

async function pages(criteria: Partial<SearchCriteria>, numbers: number[]) {
  const results = await Promise.all(numbers.map((page) => searchListings(criteriaWith({ ...criteria, page }))));
  return results.flatMap((result) => result.items.map((card) => card.id));
}

/** Every page of a search under the cap, and its count, against the rows that match. */
async function expectExact(criteria: Partial<SearchCriteria>, matching: VisibleRow[]) {
  expect(matching.length).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
  for (const sort of ["newest", "price_asc", "price_desc"] as const) {
    const numbers = Array.from({ length: Math.ceil(matching.length / 24) + 1 }, (_, index) => index + 1);
    expect(await pages({ ...criteria, sort }, numbers)).toEqual(sortLikeSearch(sort, matching));
    expect(await searchListings(criteriaWith({ ...criteria, sort }))).toMatchObject({
      total: matching.length,
      totalIsCapped: false,
    });
  }
}

/** A search over the cap: capped count, and its first two pages and last offered page in order. */
async function expectCapped(criteria: Partial<SearchCriteria>, matching: VisibleRow[]) {
  expect(matching.length).toBeGreaterThan(SEARCH_COUNT_CAP);
  for (const sort of ["newest", "price_asc", "price_desc"] as const) {
    const expected = sortLikeSearch(sort, matching);
    expect(await pages({ ...criteria, sort }, [1, 2])).toEqual(expected.slice(0, 48));
    expect(await pages({ ...criteria, sort }, [42])).toEqual(expected.slice(984, 1008));
    expect(await searchListings(criteriaWith({ ...criteria, sort }))).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalIsCapped: true,
    });
  }
}

describe(`the search's statement on ${MANY + PRESTIGE} listings (${databaseKind})`, () => {
  let rows: VisibleRow[];
  const bookedNight = { startDate: "2031-05-10", endDate: "2031-05-11" };

  beforeAll(async () => {
    const host = await createUser({ roles: ["user", "host"] });
    await insertManyListings(host.id, MANY);
    await insertPrestige(host.id);
    rows = await visibleRows();
    // 40 of the six-guest listings booked on one night (the others free), 60 prestige villas too.
    const sixGuests = rows.filter((row) => row.guests === 6);
    const prestige = rows.filter((row) => row.title.startsWith("Villa Prestige"));
    for (const row of [...sixGuests.slice(0, 40), ...prestige.slice(0, 60)]) {
      await createBooking({ listingId: row.id, ...bookedNight });
    }
  });

  const booked = async () =>
    new Set(
      (
        await getDatabaseHandle().query<{ id: string }>(
          "SELECT listing_id::text AS id FROM listing_calendar WHERE during && daterange('2031-05-10', '2031-05-11')",
        )
      ).map((row) => row.id),
    );

  it("counts a town's search over the cap from that town's listings, and pages it in order", async () => {
    expect(await townsContaining(["Comè"])).toEqual(["come"]);
    await expectCapped(
      { destination: "Comè" },
      rows.filter((row) => row.city === "Comè"),
    );
    // Inside the town's name, in any case: the same town, the same answer.
    await expectCapped(
      { destination: "OTONO" },
      rows.filter((row) => row.city === "Cotonou"),
    );
  });

  it("counts the other matches when the town's listings do not reach the cap", async () => {
    // 1 067 Comè listings, fewer than 1 001 at or under 30 000 FCFA.
    const cheap = (row: VisibleRow) => row.city === "Comè" && row.price <= 30_000;
    await expectExact({ destination: "come", maxPrice: 30_000 }, rows.filter(cheap));
    // A phrase across the town and the country names no town: read the other way.
    expect(await townsContaining(["cotonou bénin"])).toEqual([]);
    await expectCapped(
      { destination: "cotonou bénin" },
      rows.filter((row) => row.city === "Cotonou"),
    );
  });

  it("reads no page past the cap's last one (the route sends it back there), and counts it all the same", async () => {
    for (const criteria of [{}, { destination: "Comè" }, bookedNight, { amenities: ["piscine" as const] }]) {
      expect(await searchListings(criteriaWith({ ...criteria, page: 2_000 }))).toMatchObject({
        items: [],
        total: SEARCH_COUNT_CAP,
        totalIsCapped: true,
      });
    }
    // Under the cap a page past the last one is empty too, its count exact.
    const amenities = ["piscine" as const];
    const pools = rows.filter((row) => row.amenities.includes("Piscine") && row.guests === 6).length;
    expect(await searchListings(criteriaWith({ amenities, guests: 6, page: 2_000 }))).toMatchObject({
      items: [],
      total: pools,
      totalIsCapped: false,
    });
  });

  it("names no town for a text that normalizes to nothing, and finds what the search always found", async () => {
    expect(await townsContaining(["%"])).toEqual([]);
    expect(await townsContaining(["  "])).toEqual([]);
    expect(await townsContaining(["北京"])).toEqual([]);
    expect(await searchListings(criteriaWith({ destination: "%" }))).toMatchObject({ total: 0, items: [] });
    expect((await searchListings(criteriaWith({ destination: "北京" }))).totalIsCapped).toBe(true);
  });

  it(`finds a page the walk of ${WALK_LIMIT} listings does not reach, the planner's way`, async () => {
    const prestige = rows.filter((row) => row.title.startsWith("Villa Prestige"));
    // Sorted by price up the walk meets none of them, newest first only five; by price down
    // it finds the page.
    await expectCapped({ destination: "prestige" }, prestige);
    await expectCapped({ types: ["villa"], minPrice: 90_000 }, prestige);
  });

  it("counts the listings free on the nights by a walk merged with the calendar, under and over the cap", async () => {
    const taken = await booked();
    expect(taken.size).toBe(100);
    const free = (row: VisibleRow) => !taken.has(row.id);
    const sixGuests = rows.filter((row) => row.guests === 6);
    await expectExact({ ...bookedNight, guests: 6 }, sixGuests.filter(free));
    await expectCapped(bookedNight, rows.filter(free));
    // A night nobody booked, and the night the booked one ends on: every listing is free.
    await expectExact({ startDate: "2031-08-01", endDate: "2031-08-02", guests: 6 }, sixGuests);
    await expectExact({ startDate: "2031-05-11", endDate: "2031-05-13", guests: 6 }, sixGuests);
    // With a text the matches are read through the trigrams, each one's calendar probed.
    const prestige = rows.filter((row) => row.title.startsWith("Villa Prestige"));
    await expectExact({ destination: "prestige", ...bookedNight }, prestige.filter(free));
  });

  it("counts an amenities search through the mask's btree and sorts its page from the matches", async () => {
    const pool = (row: VisibleRow) => row.amenities.includes("Piscine");
    await expectExact(
      { amenities: ["piscine"], guests: 6 },
      rows.filter((row) => pool(row) && row.guests === 6),
    );
    await expectCapped({ amenities: ["piscine"] }, rows.filter(pool));
  });
});
