import { describe, expect, it } from "vitest";
import { availabilityText } from "./category-tiles";

describe("category tile availability", () => {
  it("says 'disponible' for one and 'disponibles' for more", () => {
    expect(availabilityText(1, "fr")).toBe("1 disponible");
    expect(availabilityText(2, "fr")).toBe("2 disponibles");
    expect(availabilityText(12, "fr")).toBe("12 disponibles");
  });

  it("says 'Bientôt disponible' when empty and 'Chargement...' when not known yet", () => {
    expect(availabilityText(0, "fr")).toBe("Bientôt disponible");
    expect(availabilityText(-1, "fr")).toBe("Bientôt disponible");
    expect(availabilityText(undefined, "fr")).toBe("Chargement...");
  });
});
