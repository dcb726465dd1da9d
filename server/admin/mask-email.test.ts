import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it("keeps the first character and the domain", () => {
    expect(maskEmail("afi.houngbo@exemple.bj")).toBe("a***@exemple.bj");
    expect(maskEmail("a@exemple.bj")).toBe("a***@exemple.bj");
  });

  it("never shows the local part's length or a character split in half", () => {
    expect(maskEmail("élodie@exemple.bj")).toBe("é***@exemple.bj");
    expect(maskEmail("😀abc@exemple.bj")).toBe("😀***@exemple.bj");
  });

  it("masks everything when the value is not an address", () => {
    expect(maskEmail("pas-une-adresse")).toBe("***");
    expect(maskEmail("@exemple.bj")).toBe("***");
    expect(maskEmail("")).toBe("***");
  });
});
