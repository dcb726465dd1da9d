// The search past its count cap (1 000): counted up to the cap, paged from the ordered
// indexes; under the cap, every match counted and paged from the sorted matches. Both
// paths are checked against an order computed here from every row.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP, type SearchCriteria } from "#common/search-params";
import { getDatabaseHandle, getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createBooking, createUser } from "#server/seed/factories.server";
import { addPicture, addReview, criteriaWith, insertManyListings } from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { cardColumns, toCards } from "./listing-cards.server";
import { resetCountCache } from "./search-count-cache.server";
import { searchListings } from "./search.server";

type Row = {
  id: string;
  title: string;
  price: number;
  at: number;
  city: string;
  category: string;
  amenities: string[];
};

const LISTINGS = 1_100;

async function approvedRows(): Promise<Row[]> {
  return getDatabaseHandle().query<Row>(
    `SELECT id::text AS id, title, price, extract(epoch FROM created_at)::float8 AS at, city, category, amenities
     FROM listings WHERE status = 'approved'`,
  );
}

/** The search's order: newest (then id, descending), or price with newest then id as tie-breaks. */
function sortLike(sort: SearchCriteria["sort"], rows: Row[]): string[] {
  const newest = (a: Row, b: Row) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const byPrice = (direction: number) => (a: Row, b: Row) => direction * (a.price - b.price) || newest(a, b);
  const compare = sort === "price_asc" ? byPrice(1) : sort === "price_desc" ? byPrice(-1) : newest;
  return [...rows].sort(compare).map((row) => row.id);
}

async function pageIds(criteria: Partial<SearchCriteria>, pages: number[]) {
  const results = await Promise.all(pages.map((page) => searchListings(criteriaWith({ ...criteria, page }))));
  return results.flatMap((result) => result.items.map((card) => card.id));
}

describe(`search over its count cap (${databaseKind})`, () => {
  let rows: Row[];

  beforeAll(async () => {
    await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    await insertManyListings(host.id, LISTINGS);
    rows = await approvedRows();
  });

  it("counts a broad search up to the cap and says more listings match", async () => {
    const result = await searchListings(criteriaWith());
    expect(result).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsCapped: true });
    expect(result.items).toHaveLength(24);
    const cotonou = await searchListings(criteriaWith({ destination: "cotonou" }));
    expect(cotonou).toMatchObject({ total: rows.filter((row) => row.city === "Cotonou").length, totalIsCapped: false });
  });

  it("pages a capped search in the exact order, each listing once, to the last offered page", async () => {
    for (const sort of ["newest", "price_asc", "price_desc"] as const) {
      const expected = sortLike(sort, rows);
      expect(await pageIds({ sort }, [1, 2, 3])).toEqual(expected.slice(0, 72));
      // Page 42 is the last one a capped count offers (1 000 / 24, rounded up).
      expect(await pageIds({ sort }, [42])).toEqual(expected.slice(984, 1008));
    }
  });

  it("counts searches under the cap exactly and pages them in the exact order", async () => {
    const pool = (row: Row) => row.amenities.includes("Piscine");
    const cases: [Partial<SearchCriteria>, (row: Row) => boolean][] = [
      [{ destination: "Comè", amenities: ["piscine"] }, (row) => row.city === "Comè" && pool(row)],
      [
        { types: ["villa"], minPrice: 10_000, maxPrice: 20_000 },
        (row) => row.category === "Villa" && row.price >= 10_000 && row.price <= 20_000,
      ],
      [{ city: "ouidah" }, (row) => row.city === "Ouidah"],
      // Listings created at the same second: the id decides.
      [{ destination: "logement n° 1" }, (row) => row.title.startsWith("Logement n° 1")],
    ];
    for (const [criteria, matches] of cases) {
      const matching = rows.filter(matches);
      expect(matching.length).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
      for (const sort of ["newest", "price_asc", "price_desc"] as const) {
        const pages = Array.from({ length: Math.ceil(matching.length / 24) + 1 }, (_, index) => index + 1);
        expect(await pageIds({ ...criteria, sort }, pages)).toEqual(sortLike(sort, matching));
        const first = await searchListings(criteriaWith({ ...criteria, sort }));
        expect(first).toMatchObject({ total: matching.length, totalIsCapped: false });
      }
    }
  });

  it("finds nothing, quickly counted, for a combination no listing has", async () => {
    const none = await searchListings(criteriaWith({ types: ["villa"], minPrice: 60_000, maxPrice: 95_000 }));
    expect(none).toMatchObject({ items: [], total: 0, totalIsCapped: false });
  });

  it("switches exactly at the cap: 1 000 matches are counted, 1 001 are 'more than'", async () => {
    const newestFirst = sortLike("newest", rows);
    const hidden = newestFirst.slice(SEARCH_COUNT_CAP);
    const db = getDb();
    try {
      await db.update(listings).set({ status: "pending" }).where(inArray(listings.id, hidden));
      // The count cache would still say 'more than' for a minute (search-count-cache.test.ts).
      resetCountCache();
      const atCap = await searchListings(criteriaWith({ page: 42 }));
      expect(atCap).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsCapped: false });
      expect(atCap.items.map((card) => card.id)).toEqual(newestFirst.slice(984, 1000));
      await db.update(listings).set({ status: "approved" }).where(eq(listings.id, hidden[0]!));
      expect(await searchListings(criteriaWith({ page: 42 }))).toMatchObject({
        total: SEARCH_COUNT_CAP,
        totalIsCapped: true,
      });
    } finally {
      await db.update(listings).set({ status: "approved" }).where(inArray(listings.id, hidden));
    }
  });

  it("hides a listing booked on the dates from a capped page, the next one taking its place", async () => {
    const newestFirst = sortLike("newest", rows);
    const dates = { startDate: "2031-03-10", endDate: "2031-03-14" };
    await createBooking({ listingId: newestFirst[1]!, startDate: "2031-03-12", endDate: "2031-03-13" });
    const result = await searchListings(criteriaWith(dates));
    expect(result.totalIsCapped).toBe(true);
    expect(result.items.map((card) => card.id)).toEqual([newestFirst[0], ...newestFirst.slice(2, 25)]);
  });

  it("gives cards the same cover and rating as the other listing pages", async () => {
    const [first, second] = sortLike("newest", rows);
    const host = (await getDb().select({ userId: listings.userId }).from(listings).where(eq(listings.id, first!)))[0]!
      .userId;
    await addPicture("properties/couverture-echelle", host);
    await getDb()
      .update(listings)
      .set({ images: ["properties/couverture-echelle"] })
      .where(eq(listings.id, first!));
    await addReview(second!, 4);
    await addReview(second!, 5);
    for (const criteria of [criteriaWith(), criteriaWith({ destination: "Logement n° 1" })]) {
      const result = await searchListings(criteria);
      const ids = result.items.map((card) => card.id);
      const reference = await getDb().select(cardColumns).from(listings).where(inArray(listings.id, ids));
      const cards = await toCards(ids.map((id) => reference.find((row) => row.id === id)!));
      expect(result.items).toEqual(cards);
    }
    const [withPicture, withReviews] = (await searchListings(criteriaWith())).items;
    expect(withPicture!.cover).toMatchObject({ key: "properties/couverture-echelle", widths: [320, 640, 1280] });
    expect(withReviews!.rating).toEqual({ average: 4.5, count: 2 });
  });
});
