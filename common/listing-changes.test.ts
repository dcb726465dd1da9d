import { describe, expect, it } from "vitest";
import { changedReviewedFields, needsRevalidation } from "./listing-changes";

const before = { title: "Villa", description: "Une villa", price: 45000, category: "Villa", images: ["a", "b", "c"] };

describe("needsRevalidation", () => {
  it("is false when nothing reviewed changed (spaces around text ignored)", () => {
    expect(needsRevalidation(before, { ...before, title: " Villa ", images: ["a", "b", "c"] })).toBe(false);
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
});
