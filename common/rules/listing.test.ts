import { describe, expect, it } from "vitest";
import { hosting } from "#common/texts/fr/hosting";
import { listingProblemsInWords, validateListing as validateListingCodes } from "./listing";
import { cleanItems, emptyFields, parsePrice, readListingForm } from "./listing-fields";

/** The rule's answer as the form shows it: each problem and the toast in French. */
function validateListing(...args: Parameters<typeof validateListingCodes>) {
  const result = validateListingCodes(...args);
  return result.ok ? result : { ...result, ...listingProblemsInWords(hosting.validation, result) };
}

describe("parsePrice", () => {
  it.each([
    ["25 000", 25000],
    ["25\u202f000", 25000],
    ["25000", 25000],
    [" 25 000 FCFA ", 25000],
    ["25000,00", 25000],
    ["100000000", 100000000],
  ])("reads %j as %d FCFA", (text, value) => expect(parsePrice(text)).toBe(value));

  it.each([
    ["", "empty"],
    ["-1", "invalid"],
    ["0", "invalid"],
    ["abc", "invalid"],
    ["1e5", "invalid"],
    ["12,50", "fraction"],
    ["100000001", "too_large"],
  ])("refuses %j (%s)", (text, reason) => expect(parsePrice(text)).toBe(reason));
});

describe("validateListing", () => {
  const vehicle = {
    ...emptyFields(),
    title: "Moto Bajaj",
    price: "8000",
    address: "Carrefour Vèdoko",
    city: "Cotonou",
    make: "Bajaj",
    model: "Boxer",
    vehicleType: "Moto",
    year: String(new Date().getUTCFullYear()),
    images: ["properties/abc"],
    // The rental terms a vehicle now states (docs/decisions/027).
    driverOption: "without",
    depositAmount: "30000",
    minDriverAge: "18",
    minLicenceYears: "1",
  };

  it("requires make, model, year and type for a vehicle on creation", () => {
    const result = validateListing(
      { ...vehicle, make: "", year: "" },
      { isVehicle: true, mode: "create", maxImages: 10 },
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { make: "Ce champ est requis", year: "Ce champ est requis" },
      toast: { title: "Champs requis manquants" },
    });
  });

  it("refuses a year older than the last 30 on creation, and out-of-list choices", () => {
    const result = validateListing(
      { ...vehicle, year: "1980", fuelType: "Kérosène", seats: "80" },
      { isVehicle: true, mode: "create", maxImages: 10 },
    );
    expect(result).toMatchObject({
      ok: false,
      errors: {
        year: "Veuillez sélectionner une année valide",
        fuelType: "Veuillez choisir une valeur de la liste",
        seats: "Le nombre de places doit être un nombre entier entre 1 et 50",
      },
    });
  });

  it("ignores empty custom items, trims and deduplicates them", () => {
    expect(cleanItems(["  Hamac ", "", "Hamac", "   ", "x".repeat(61)])).toEqual(["Hamac"]);
  });

  it("shows 'Limite d'images dépassée' above the limit", () => {
    const images = Array.from({ length: 11 }, (_, index) => `properties/k${index}`);
    const result = validateListing({ ...vehicle, images }, { isVehicle: true, mode: "create", maxImages: 10 });
    expect(result).toMatchObject({ ok: false, toast: { title: "Limite d'images dépassée" } });
  });

  it("reads repeated fields from a form, bounded", () => {
    const form = new FormData();
    form.append("title", "x".repeat(20_000));
    for (let index = 0; index < 100; index += 1) form.append("images", `properties/k${index}`);
    const fields = readListingForm(form);
    expect(fields.title.length).toBe(12_000);
    expect(fields.images).toHaveLength(60);
    expect(fields.city).toBe("");
  });
});
