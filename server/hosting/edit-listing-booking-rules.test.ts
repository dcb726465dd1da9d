// The booking rules in the listing form (docs/decisions/026): saved with the listing, never
// reviewed (an approved listing stays approved at its version), refused in French with
// nothing written when wrong, another host's listing out of reach.
import { describe, expect, it } from "vitest";
import { approvedListing, edit, intruder, keys_, read } from "#tests/support/edit-listing";
import { propertyFields } from "#tests/support/hosting";
import { databaseKind } from "#tests/support/test-database";

type Refused = {
  init: { status: number };
  data: { ruleErrors?: Record<string, string>; toast?: { title: string; description?: string } };
};

const rules = (overrides: Record<string, string> = {}): Array<[string, string]> =>
  Object.entries({
    bookingMode: "request",
    minStay: "2",
    maxStay: "14",
    advanceNoticeDays: "3",
    weeklyDiscountPercent: "10",
    monthlyDiscountPercent: "20",
    ...overrides,
  });

describe(`the booking rules of the listing form (${databaseKind})`, () => {
  it("are saved without sending an approved listing back to review", async () => {
    const listing = await approvedListing();
    const response = (await edit(listing.id, [...propertyFields(keys_(), { price: "45000" }), ...rules()])) as Response;
    expect(response.headers.get("location")).toBe("/my-listings?toast=listingUpdated");
    expect(await read(listing.id)).toMatchObject({
      status: "approved",
      version: listing.version,
      bookingMode: "request",
      minStay: 2,
      maxStay: 14,
      advanceNoticeDays: 3,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 20,
    });
    // Emptied, they go back to the defaults (instant, 1 night, no limit, no notice, no discount).
    await edit(listing.id, [
      ...propertyFields(keys_(), { price: "45000" }),
      ...rules({
        bookingMode: "",
        minStay: "",
        maxStay: "",
        advanceNoticeDays: "",
        weeklyDiscountPercent: "",
        monthlyDiscountPercent: "",
      }),
    ]);
    expect(await read(listing.id)).toMatchObject({
      bookingMode: "instant",
      minStay: 1,
      maxStay: null,
      advanceNoticeDays: 0,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
    });
  });

  it.each([
    [{ bookingMode: "enchères" }, "bookingMode", "Veuillez choisir un mode de réservation"],
    [{ minStay: "0" }, "minStay", "La durée minimale doit être un nombre entier entre 1 et 90"],
    [{ maxStay: "1", minStay: "3" }, "maxStay", "La durée maximale ne peut pas être inférieure à la durée minimale"],
    [{ advanceNoticeDays: "365" }, "advanceNoticeDays", "Le préavis doit être un nombre entier de jours entre 0 et 30"],
    [
      { weeklyDiscountPercent: "95" },
      "weeklyDiscountPercent",
      "La réduction doit être un pourcentage entier entre 0 et 90",
    ],
    [
      { weeklyDiscountPercent: "30", monthlyDiscountPercent: "20" },
      "monthlyDiscountPercent",
      "La réduction au mois ne peut pas être inférieure à la réduction à la semaine",
    ],
  ])("refuses %o in French and writes nothing", async (overrides, field, message) => {
    const listing = await approvedListing();
    const before = await read(listing.id);
    const refused = (await edit(listing.id, [
      ...propertyFields(keys_(), { price: "45000" }),
      ...rules(overrides),
    ])) as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.ruleErrors).toEqual({ [field]: message });
    expect(refused.data.toast?.description).toBe(message);
    expect(await read(listing.id)).toEqual(before);
  });

  it("cannot be changed on another host's listing", async () => {
    const listing = await approvedListing();
    const before = await read(listing.id);
    const response = (await edit(
      listing.id,
      [...propertyFields(keys_(), { price: "45000" }), ...rules()],
      intruder.cookie,
    )) as Response;
    expect(response.headers.get("location")).toBe("/my-listings?toast=listingNotFound");
    expect(await read(listing.id)).toEqual(before);
  });
});
