// The generated marketplace looks like the real one (mix, towns, prices, calendars that the
// database would accept), is the same on every run, and the benchmark's query strings
// ask what each shape says.
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "#common/dates";
import { ACCOMMODATION_CATEGORIES, VEHICLE_TYPES } from "#common/listing-vocabulary";
import { parseSearchParams } from "#common/search-params";
import { createRandom } from "#server/seed/random.server";
import { STAY_KINDS, TOWNS, VEHICLE_KINDS } from "./catalogue";
import { generateCalendar, generateListing, type ListingRow } from "./generated-rows";
import { DESTINATIONS, queryStrings, SHAPES } from "./query-pool";

const TODAY = "2026-11-23";
const NOW = Date.parse(`${TODAY}T12:00:00Z`);
const covers = { stays: [["properties/a"]], vehicles: [["properties/v"]] };

function listings(seed: number, count: number): ListingRow[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => generateListing(random, ["h1", "h2", "h3"], covers, NOW));
}

describe("generated listings", () => {
  const rows = listings(42, 5_000);
  const share = (test: (row: ListingRow) => boolean) => rows.filter(test).length / rows.length;

  it("mix about 80 % stays and 20 % vehicles, 90 % approved", () => {
    expect(share((row) => row.isVehicle)).toBeGreaterThan(0.17);
    expect(share((row) => row.isVehicle)).toBeLessThan(0.23);
    expect(share((row) => row.status === "approved")).toBeGreaterThan(0.87);
    expect(share((row) => row.status === "approved")).toBeLessThan(0.93);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["approved", "pending", "rejected"]));
  });

  it("put Cotonou far ahead and every town, accents and hyphens kept, somewhere", () => {
    const byTown = new Map(TOWNS.map((town) => [town.city, rows.filter((row) => row.city === town.city).length]));
    const ranked = [...byTown].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe("Cotonou");
    expect(ranked[0]![1] / rows.length).toBeGreaterThan(0.25);
    expect(ranked.every(([, count]) => count > 0)).toBe(true);
    expect(byTown.get("Comè")).toBeGreaterThan(0);
    expect(byTown.get("Abomey-Calavi")).toBeGreaterThan(byTown.get("Abomey")!);
  });

  it("use the product's vocabulary and each kind's price and capacity range", () => {
    for (const row of rows) {
      if (row.isVehicle) {
        const kind = VEHICLE_KINDS[row.category as keyof typeof VEHICLE_KINDS];
        expect(VEHICLE_TYPES).toContain(row.category);
        expect(row.amenities).toEqual([]);
        expect(row.maxGuests).toBeGreaterThanOrEqual(kind.seats[0]);
        expect(row.price).toBeLessThanOrEqual(kind.price[1]);
      } else {
        const kind = STAY_KINDS[row.category as keyof typeof STAY_KINDS];
        expect(ACCOMMODATION_CATEGORIES).toContain(row.category);
        expect(row.maxGuests).toBeLessThanOrEqual(kind.guests[1]);
        expect(row.price).toBeGreaterThanOrEqual(kind.price[0]);
        expect(row.price).toBeLessThanOrEqual(kind.price[1]);
      }
      expect(row.price % 500).toBe(0);
      expect(NOW - row.createdAt.getTime()).toBeLessThanOrEqual(1096 * 86_400_000);
    }
  });

  it("are the same for the same seed, and differ for another", () => {
    expect(listings(42, 50)).toEqual(rows.slice(0, 50));
    expect(listings(43, 50).map((row) => row.id)).not.toEqual(rows.slice(0, 50).map((row) => row.id));
  });
});

describe("generated calendars", () => {
  it("never overlap on one listing, book the next six months, and review only past stays", () => {
    const random = createRandom(5);
    let reference = 0;
    const approved = listings(9, 2_000).filter((row) => row.status === "approved");
    let future = 0;
    for (const listing of approved) {
      const { stays, blocks } = generateCalendar(
        random,
        listing,
        ["t1"],
        TODAY,
        () => `BK${String((reference += 1)).padStart(8, "0")}`,
      );
      const ranges = [...stays, ...blocks].map((item) => [item.startDate, item.endDate] as const).sort();
      for (const [index, [start, end]] of ranges.entries()) {
        expect(end > start).toBe(true);
        if (index > 0) expect(start >= ranges[index - 1]![1]).toBe(true);
      }
      for (const stay of stays) {
        expect(stay.guests).toBeLessThanOrEqual(listing.maxGuests);
        if (stay.startDate > TODAY) {
          future += 1;
          expect(stay.rating).toBeNull();
          expect(daysBetween(TODAY, stay.startDate)).toBeLessThanOrEqual(171);
        } else {
          expect(stay.endDate < TODAY).toBe(true);
        }
      }
    }
    expect(future / approved.length).toBeGreaterThan(1.2);
  });
});

describe("the benchmark's query strings", () => {
  const parsed = (shapeKey: string) => {
    const next = queryStrings(
      SHAPES.find((shape) => shape.key === shapeKey)!,
      1,
      TODAY,
    );
    return Array.from({ length: 200 }, () => parseSearchParams(new URLSearchParams(next()), TODAY));
  };

  it("ask for a known destination, in any case, with accents kept", () => {
    const criteria = parsed("destination");
    const known = new Set(DESTINATIONS.map((place) => place.toLowerCase()));
    expect(criteria.every((item) => known.has(item.destination.toLowerCase()))).toBe(true);
    expect(criteria.some((item) => /[èéê]/i.test(item.destination))).toBe(true);
    expect(new Set(criteria.map((item) => item.destination)).size).toBeGreaterThan(20);
  });

  it("ask for types within a price band, dates within six months, and two amenities", () => {
    for (const item of parsed("type-price")) {
      expect(item.types.length).toBeGreaterThan(0);
      expect(item.minPrice).toBeLessThan(item.maxPrice);
    }
    for (const item of parsed("dates-guests")) {
      expect(item.startDate! > TODAY && item.startDate! <= addDays(TODAY, 180)).toBe(true);
      expect(daysBetween(item.startDate!, item.endDate!)).toBeGreaterThanOrEqual(1);
      expect(daysBetween(item.startDate!, item.endDate!)).toBeLessThanOrEqual(7);
      expect(item.guests).toBeLessThanOrEqual(6);
    }
    expect(parsed("amenities").every((item) => item.amenities.length === 2)).toBe(true);
  });
});
