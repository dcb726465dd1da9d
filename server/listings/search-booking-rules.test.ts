// Search leaves out a listing whose booking rules refuse the searched dates
// (docs/decisions/026): a stay shorter than its minimum or longer than its maximum, an
// arrival inside its advance notice (counted from Benin's date).
import { beforeAll, describe, expect, it } from "vitest";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { createListing, createUser } from "#server/seed/factories.server";
import { criteriaWith } from "#tests/support/listings";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { searchListings } from "./search.server";

await useTestDatabase();

describe(`search and the booking rules (${databaseKind})`, () => {
  const today = todayInBenin(clockNow());

  beforeAll(async () => {
    const userId = (await createUser({ roles: ["user", "host"] })).id;
    await createListing({ userId, title: "Sans règle", city: "Ouidah" });
    await createListing({ userId, title: "Trois nuits minimum", city: "Ouidah", minStay: 3 });
    await createListing({ userId, title: "Cinq nuits maximum", city: "Ouidah", maxStay: 5 });
    await createListing({ userId, title: "Préavis de 7 jours", city: "Ouidah", advanceNoticeDays: 7 });
  });

  const titles = async (startIn: number | null, nights: number | null) =>
    (
      await searchListings(
        criteriaWith({
          destination: "Ouidah",
          startDate: startIn === null ? null : addDays(today, startIn),
          endDate: startIn === null || nights === null ? null : addDays(today, startIn + nights),
        }),
        50,
      )
    ).items
      .map((card) => card.title)
      .sort();

  it("shows every listing when no date is searched", async () => {
    expect(await titles(null, null)).toEqual([
      "Cinq nuits maximum",
      "Préavis de 7 jours",
      "Sans règle",
      "Trois nuits minimum",
    ]);
  });

  it("leaves out a listing whose minimum or maximum stay refuses the searched nights", async () => {
    expect(await titles(10, 2)).toEqual(["Cinq nuits maximum", "Préavis de 7 jours", "Sans règle"]);
    expect(await titles(10, 6)).toEqual(["Préavis de 7 jours", "Sans règle", "Trois nuits minimum"]);
    expect(await titles(10, 3)).toEqual([
      "Cinq nuits maximum",
      "Préavis de 7 jours",
      "Sans règle",
      "Trois nuits minimum",
    ]);
  });

  it("leaves out a listing whose advance notice the searched arrival does not respect", async () => {
    expect(await titles(3, 3)).toEqual(["Cinq nuits maximum", "Sans règle", "Trois nuits minimum"]);
    expect(await titles(7, 3)).toContain("Préavis de 7 jours");
    // An arrival alone: the notice applies, the stay limits cannot be judged.
    expect(await titles(3, null)).toEqual(["Cinq nuits maximum", "Sans règle", "Trois nuits minimum"]);
  });
});
