import { describe, expect, it } from "vitest";
import { availabilityText } from "./category-tiles";

describe("category tile availability", () => {
  it("says 'disponible' for one and 'disponibles' for more", () => {
    expect(availabilityText(1)).toBe("1 disponible");
    expect(availabilityText(2)).toBe("2 disponibles");
    expect(availabilityText(12)).toBe("12 disponibles");
  });

  it("says 'Bientôt disponible' when empty and 'Chargement...' when not known yet", () => {
    expect(availabilityText(0)).toBe("Bientôt disponible");
    expect(availabilityText(-1)).toBe("Bientôt disponible");
    expect(availabilityText(undefined)).toBe("Chargement...");
  });
});
