// What an administrator reviews: everything a listing shows that its host writes. Spec
// point 4 named title, description, price, category and images; the product decisions add
// the address, the city and the vehicle's identity, and a listing approved with honest
// text must not then show other house rules, amenities, capacity or cancellation policy
// unseen. So every field of the listing form is reviewed: a change of any of them sends
// an approved or a rejected listing back to review and bumps the listing's version (the
// one a decision is bound to). A field added to the form later is reviewed unless it is
// deliberately left out here (listing-changes.test.ts checks the form's fields).
// Used by the server (the rule) and by the edit form (the warning, for comfort).
import type { ListingInput } from "#common/rules/listing-fields";

export const REVIEWED_FIELDS = [
  "title",
  "description",
  "category",
  "price",
  "address",
  "city",
  "maxGuests",
  "cancellationPolicy",
  "amenities",
  "houseRules",
  "images",
  "make",
  "model",
  "year",
  "vehicleType",
  "transmission",
  "fuelType",
  "seats",
  // A vehicle's rental terms (docs/decisions/027): money the traveler pays or hands over,
  // and who may drive. Reviewed like the price: an approved listing does not change its
  // deposit or its driver's price unseen.
  "driverOption",
  "driverPricePerDay",
  "depositAmount",
  "dailyDistanceKm",
  "minDriverAge",
  "minLicenceYears",
] as const satisfies readonly (keyof ListingInput)[];

export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export type ReviewedFields = Pick<ListingInput, ReviewedField>;

type Value = ReviewedFields[ReviewedField];

/** Texts compared without the spaces around them; lists by count, content and order. */
function same(before: Value, after: Value): boolean {
  if (Array.isArray(before) || Array.isArray(after)) {
    if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return false;
    return before.every((item, index) => item.trim() === after[index]!.trim());
  }
  if (typeof before === "string" && typeof after === "string") return before.trim() === after.trim();
  return before === after;
}

export function changedReviewedFields(before: ReviewedFields, after: ReviewedFields): ReviewedField[] {
  return REVIEWED_FIELDS.filter((field) => !same(before[field], after[field]));
}

export function needsRevalidation(before: ReviewedFields, after: ReviewedFields): boolean {
  return changedReviewedFields(before, after).length > 0;
}
