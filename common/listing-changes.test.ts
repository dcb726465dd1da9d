import { describe, expect, it } from "vitest";
import { emptyFields } from "#common/rules/listing-fields";
import { changedReviewedFields, needsRevalidation, REVIEWED_FIELDS, type ReviewedFields } from "./listing-changes";

const before: ReviewedFields = {
  title: "Villa",
  description: "Une villa",
  price: 45000,
  category: "Villa",
  images: ["a", "b", "c"],
  address: "Rue 12.145, Haie Vive",
  city: "Cotonou",
  maxGuests: 4,
  cancellationPolicy: "moderate",
  amenities: ["WiFi", "Parking"],
  houseRules: ["Non-fumeur"],
  make: null,
  model: null,
  year: null,
  vehicleType: null,
  transmission: null,
  fuelType: null,
  seats: null,
  driverOption: null,
  driverPricePerDay: null,
  depositAmount: null,
  dailyDistanceKm: null,
  minDriverAge: null,
  minLicenceYears: null,
};

describe("needsRevalidation", () => {
  it("is false when nothing reviewed changed (spaces around text ignored)", () => {
    expect(needsRevalidation(before, { ...before, title: " Villa ", images: ["a", "b", "c"] })).toBe(false);
    expect(needsRevalidation(before, { ...before, amenities: ["WiFi ", "Parking"] })).toBe(false);
  });

  it("names each reviewed change", () => {
    expect(changedReviewedFields(before, { ...before, price: 50000 })).toEqual(["price"]);
    expect(changedReviewedFields(before, { ...before, category: "Maison", description: "Autre" })).toEqual([
      "description",
      "category",
    ]);
  });

  it("compares images by count and order", () => {
    expect(needsRevalidation(before, { ...before, images: ["b", "a", "c"] })).toBe(true);
    expect(needsRevalidation(before, { ...before, images: ["a", "b"] })).toBe(true);
    expect(needsRevalidation(before, { ...before, images: ["a", "b", "d"] })).toBe(true);
  });

  it("reviews what an approved listing shows besides its title: rules, amenities, address, city, capacity, policy", () => {
    const changes: Partial<ReviewedFields>[] = [
      { houseRules: ["Payez sur wa.me/22990000000"] },
      { amenities: ["WiFi", "Parking", "Piscine"] },
      { address: "Autre rue" },
      { city: "Ouidah" },
      { maxGuests: 12 },
      { cancellationPolicy: "strict" },
      { make: "Toyota" },
      { model: "wa.me/22990000000" },
      { year: 2020 },
      { vehicleType: "SUV" },
      { transmission: "Automatique" },
      { fuelType: "Diesel" },
      { seats: 7 },
      { driverOption: "both" },
      { driverPricePerDay: 15000 },
      { depositAmount: 100000 },
      { dailyDistanceKm: 300 },
      { minDriverAge: 25 },
      { minLicenceYears: 3 },
    ];
    for (const change of changes) {
      expect(changedReviewedFields(before, { ...before, ...change })).toEqual(Object.keys(change));
    }
  });

  it("reviews every field of the listing form", () => {
    expect([...REVIEWED_FIELDS].sort()).toEqual(Object.keys(emptyFields()).sort());
  });
});
