import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  normalizeSearchText,
  parseSearchParams,
  stayRange,
  toSearchParams,
  type SearchCriteria,
} from "./search-params";

const today = "2026-03-10";
const parse = (query: string | string[][]) => parseSearchParams(new URLSearchParams(query), today);

const defaults: SearchCriteria = {
  destination: "",
  startDate: null,
  endDate: null,
  guests: 1,
  types: [],
  minPrice: 0,
  maxPrice: 100000,
  city: "",
  amenities: [],
  sort: "newest",
  page: 1,
};

describe("parseSearchParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(defaults);
  });

  it("keeps a clean search as typed (destination trimmed)", () => {
    expect(
      parse("destination=%20%20Cotonou%20&startDate=2026-03-12&endDate=2026-03-15&guests=3&sort=price_desc&page=2"),
    ).toMatchObject({
      destination: "Cotonou",
      startDate: "2026-03-12",
      endDate: "2026-03-15",
      guests: 3,
      sort: "price_desc",
      page: 2,
    });
  });

  it.each([
    ["-5", 1],
    ["abc", 1],
    ["0", 1],
    ["", 1],
    ["2.7", 2],
    ["51", 50],
    ["1e9", 50],
    ["Infinity", 1],
    ["4", 4],
  ])("guests=%s gives %i", (value, expected) => {
    expect(parse([["guests", value]]).guests).toBe(expected);
  });

  it("falls back to the full price range for prices that are not numbers", () => {
    expect(parse("minPrice=abc&maxPrice=abc")).toMatchObject({ minPrice: 0, maxPrice: 100000 });
    expect(parse("minPrice=-100&maxPrice=9999999")).toMatchObject({ minPrice: 0, maxPrice: 100000 });
  });

  it("swaps a minimum above the maximum", () => {
    expect(parse("minPrice=60000&maxPrice=10000")).toMatchObject({ minPrice: 10000, maxPrice: 60000 });
  });

  it("ignores garbage, impossible and past dates", () => {
    expect(parse("startDate=garbage&endDate=2026-03-15")).toMatchObject({ startDate: null, endDate: null });
    expect(parse("startDate=2026-02-30&endDate=2026-03-15")).toMatchObject({ startDate: null, endDate: null });
    expect(parse("startDate=2026-03-09&endDate=2026-03-15")).toMatchObject({ startDate: null, endDate: null });
    expect(parse("startDate=2026-03-10&endDate=2026-03-11")).toMatchObject({
      startDate: "2026-03-10",
      endDate: "2026-03-11",
    });
  });

  it("drops a departure on or before the arrival and searches one night", () => {
    const before = parse("startDate=2026-03-20&endDate=2026-03-18");
    expect(before).toMatchObject({ startDate: "2026-03-20", endDate: null });
    expect(stayRange(before)).toEqual(["2026-03-20", "2026-03-21"]);
    expect(parse("startDate=2026-03-20&endDate=2026-03-20").endDate).toBeNull();
    expect(parse("startDate=2026-03-20&endDate=nope").endDate).toBeNull();
    expect(stayRange(parse(""))).toBeNull();
  });

  it("truncates a 10 000-character destination instead of failing", () => {
    const criteria = parse([["destination", "a".repeat(10_000)]]);
    expect(criteria.destination).toHaveLength(100);
  });

  it("keeps injection-looking text as plain text (the query is parameterised)", () => {
    const hostile = "'; DROP TABLE listings; --";
    expect(parse([["destination", hostile]]).destination).toBe(hostile);
    expect(parse([["city", "<script>alert(1)</script>"]]).city).toBe("<script>alert(1)</script>");
    expect(parse([["destination", "a\u0000b\nc"]]).destination).toBe("a b c");
  });

  it("keeps only known types, matched without case or accents, once each", () => {
    expect(
      parse([
        ["type", "Véhicule"],
        ["type", "APPARTEMENT"],
        ["type", "appartement"],
        ["type", "castle"],
        ["type", "' OR 1=1 --"],
      ]).types,
    ).toEqual(["vehicule", "appartement"]);
  });

  it("keeps only known amenities", () => {
    expect(
      parse([
        ["amenities", "wifi"],
        ["amenities", "Vue sur mer"],
        ["amenities", "vue-sur-mer"],
        ["amenities", "jacuzzi"],
      ]).amenities,
    ).toEqual(["wifi", "vue sur mer"]);
  });

  it("falls back for an unknown sort and a bad page", () => {
    expect(parse("sort=rating&page=-3")).toMatchObject({ sort: "newest", page: 1 });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=999999999").page).toBe(2000);
  });

  it("never throws on a pile of repeated parameters", () => {
    const params = Array.from({ length: 5000 }, () => ["type", "villa"]);
    expect(parse(params).types).toEqual(["villa"]);
  });
});

describe("toSearchParams", () => {
  it("writes only what differs from the defaults and reads back the same criteria", () => {
    const criteria: SearchCriteria = {
      ...defaults,
      destination: "Porto-Novo",
      startDate: "2026-04-01",
      endDate: "2026-04-03",
      guests: 2,
      types: ["villa", "vehicule"],
      minPrice: 5000,
      maxPrice: 50000,
      city: "Ouidah",
      amenities: ["wifi", "vue sur mer"],
      sort: "price_asc",
      page: 3,
    };
    expect(parseSearchParams(toSearchParams(criteria), today)).toEqual(criteria);
    expect(toSearchParams(defaults).toString()).toBe("");
  });
});

describe("hasActiveFilters and normalizeSearchText", () => {
  it("tells filters apart from the search itself", () => {
    expect(hasActiveFilters(parse("destination=Cotonou&guests=3"))).toBe(false);
    expect(hasActiveFilters(parse("maxPrice=50000"))).toBe(true);
    expect(hasActiveFilters(parse("type=villa"))).toBe(true);
  });

  it("folds case, accents and punctuation like search_normalize()", () => {
    expect(normalizeSearchText("Abomey-Calavi, Bénin")).toBe("abomey calavi benin");
    expect(normalizeSearchText("  Véhicules ")).toBe("vehicules");
    expect(normalizeSearchText("Chambre d'hôtes")).toBe("chambre d hotes");
  });
});
