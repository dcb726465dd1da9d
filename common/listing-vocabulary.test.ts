// The listings' fixed lists in the reader's words (issue 17): stored in French, shown in
// French or English; what a host typed is shown as written.
import { describe, expect, it } from "vitest";
import { listingVocabularyTexts } from "#common/texts/listing-vocabulary";
import { AMENITIES, FUEL_TYPES, HOUSE_RULES, VOCABULARY_VALUES, vocabularyLabel } from "./listing-vocabulary";

const { fr, en } = { fr: listingVocabularyTexts.fr.words, en: listingVocabularyTexts.en.words };

describe("vocabularyLabel", () => {
  it("gives a fixed list's value in English, and the stored value itself in French", () => {
    expect(vocabularyLabel(en, AMENITIES.air)).toBe("Air conditioning");
    expect(vocabularyLabel(en, HOUSE_RULES.pets)).toBe("No pets");
    expect(vocabularyLabel(en, "Chambre d'hôtes")).toBe("Guest room");
    expect(vocabularyLabel(en, "Bénin")).toBe("Benin");
    expect(vocabularyLabel(fr, AMENITIES.air)).toBe("Climatisation");
  });

  it("shows what a host typed as written, in every language", () => {
    expect(vocabularyLabel(en, "Groupe électrogène")).toBe("Groupe électrogène");
    expect(vocabularyLabel(fr, "Groupe électrogène")).toBe("Groupe électrogène");
    // Only the list's own values: an object's inherited keys are not words.
    expect(vocabularyLabel(en, "toString")).toBe("toString");
    expect(vocabularyLabel(en, "__proto__")).toBe("__proto__");
  });

  it("has a word in each language for every stored value", () => {
    expect(Object.keys(fr).sort()).toEqual([...VOCABULARY_VALUES].sort());
    expect(Object.keys(en).sort()).toEqual([...VOCABULARY_VALUES].sort());
    for (const value of FUEL_TYPES) expect(en[value]).toMatch(/^[A-Z][a-z]+$/);
  });

  it("translates every value English writes differently", () => {
    const sameInEnglish = ["Villa", "Studio", "Bungalow", "SUV", "4x4", "Scooter", "Diesel"];
    const unchanged = VOCABULARY_VALUES.filter((value) => en[value] === value);
    expect(unchanged.sort()).toEqual([...sameInEnglish].sort());
  });
});
