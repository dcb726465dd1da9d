// The per-process memory of searches that match more than the count cap: what makes two
// searches the same, how long it remembers, how much, and what the search does with it.
import { inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "#common/search-params";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createUser } from "#server/seed/factories.server";
import { criteriaWith, insertManyListings } from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import {
  COUNT_CACHE_MAX_ENTRIES,
  COUNT_CACHE_TTL_MS,
  countCacheStats,
  countKey,
  isKnownOverCap,
  rememberOverCap,
  resetCountCache,
} from "./search-count-cache.server";
import { searchListings } from "./search.server";

beforeEach(() => resetCountCache());

describe("the count cache's keys and memory", () => {
  it("treats two pages or sorts of one search as one, and any other filter as another", () => {
    const base = countKey(criteriaWith({ destination: "Cotonou", amenities: ["wifi", "piscine"] }));
    expect(
      countKey(criteriaWith({ destination: "Cotonou", amenities: ["piscine", "wifi"], page: 7, sort: "price_desc" })),
    ).toBe(base);
    for (const other of [
      { destination: "cotonou", amenities: ["wifi", "piscine"] },
      { destination: "Cotonou", amenities: ["wifi"] },
      { destination: "Cotonou", amenities: ["wifi", "piscine"], guests: 2 },
      { destination: "Cotonou", amenities: ["wifi", "piscine"], startDate: "2031-01-01" },
      { destination: "Cotonou", amenities: ["wifi", "piscine"], maxPrice: 50_000 },
      { destination: "Cotonou", amenities: ["wifi", "piscine"], city: "Cotonou" },
      { destination: "Cotonou", amenities: ["wifi", "piscine"], types: ["villa" as const] },
    ] as const) {
      expect(countKey(criteriaWith(other as never))).not.toBe(base);
    }
  });

  it("remembers for a minute, then asks again", () => {
    rememberOverCap("k", 1_000);
    expect(isKnownOverCap("k", 1_000 + COUNT_CACHE_TTL_MS - 1)).toBe(true);
    expect(isKnownOverCap("k", 1_000 + COUNT_CACHE_TTL_MS)).toBe(false);
    expect(isKnownOverCap("unknown", 1_000)).toBe(false);
    expect(countCacheStats()).toEqual({ hits: 1, misses: 2, entries: 0 });
  });

  it("keeps a bounded number of searches, forgetting the oldest first", () => {
    for (let index = 0; index <= COUNT_CACHE_MAX_ENTRIES; index += 1) rememberOverCap(`k${index}`, 0);
    expect(countCacheStats().entries).toBe(COUNT_CACHE_MAX_ENTRIES);
    expect(isKnownOverCap("k0", 1)).toBe(false);
    expect(isKnownOverCap("k1", 1)).toBe(true);
    expect(isKnownOverCap(`k${COUNT_CACHE_MAX_ENTRIES}`, 1)).toBe(true);
  });

  it("remembers nothing when turned off", () => {
    resetCountCache({ enabled: false });
    rememberOverCap("k", 0);
    expect(isKnownOverCap("k", 1)).toBe(false);
    expect(countCacheStats().entries).toBe(0);
  });
});

describe(`the search with the count cache (${databaseKind})`, () => {
  beforeAll(async () => {
    await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    await insertManyListings(host.id, 1_020);
  });

  it("counts a broad search once, then reads pages only, with fresh results", async () => {
    const first = await searchListings(criteriaWith());
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsCapped: true });
    expect(countCacheStats()).toMatchObject({ hits: 0, misses: 1, entries: 1 });
    // Another page and sort of the same search: no count, the page itself read now.
    const newest = first.items[0]!;
    await getDb()
      .update(listings)
      .set({ status: "pending" })
      .where(inArray(listings.id, [newest.id]));
    const again = await searchListings(criteriaWith({ page: 1 }));
    expect(countCacheStats()).toMatchObject({ hits: 1, misses: 1 });
    expect(again.items.map((card) => card.id)).not.toContain(newest.id);
    expect(again.items[0]!.id).toBe(first.items[1]!.id);
    await getDb()
      .update(listings)
      .set({ status: "approved" })
      .where(inArray(listings.id, [newest.id]));
  });

  it("never remembers a search under the cap: its exact count is read each time", async () => {
    const narrow = criteriaWith({ destination: "Ouidah" });
    const before = await searchListings(narrow);
    expect(before.totalIsCapped).toBe(false);
    const [one] = before.items;
    await getDb()
      .update(listings)
      .set({ status: "pending" })
      .where(inArray(listings.id, [one!.id]));
    expect((await searchListings(narrow)).total).toBe(before.total - 1);
    expect(countCacheStats().entries).toBe(0);
    await getDb()
      .update(listings)
      .set({ status: "approved" })
      .where(inArray(listings.id, [one!.id]));
  });

  it("may say 'more than' after a search fell under the cap, until it forgets (a minute)", async () => {
    const everyListing = criteriaWith({ amenities: ["wifi"] });
    expect((await searchListings(everyListing)).totalIsCapped).toBe(true);
    const all = await getDb().select({ id: listings.id }).from(listings);
    const hidden = all.slice(0, 100).map((row) => row.id);
    await getDb().update(listings).set({ status: "pending" }).where(inArray(listings.id, hidden));
    try {
      expect((await searchListings(everyListing)).totalIsCapped).toBe(true);
      resetCountCache();
      expect(await searchListings(everyListing)).toMatchObject({ total: 920, totalIsCapped: false });
    } finally {
      await getDb().update(listings).set({ status: "approved" }).where(inArray(listings.id, hidden));
    }
  });
});

describe("the count cache's setting", () => {
  it("is on unless SEARCH_COUNT_CACHE=off", async () => {
    const { parseEnv, setEnv, getEnv } = await import("#server/env.server");
    const saved = getEnv();
    try {
      for (const [value, remembers] of [
        ["off", false],
        ["on", true],
        ["", true],
      ] as const) {
        setEnv(parseEnv({ ...process.env, SEARCH_COUNT_CACHE: value }));
        resetCountCache({ enabled: undefined });
        rememberOverCap("k", 0);
        expect(isKnownOverCap("k", 1)).toBe(remembers);
      }
    } finally {
      setEnv(saved);
      resetCountCache();
    }
  });
});
