import { describe, expect, it } from "vitest";
import { hasForbiddenCharacters, visibleLength, visiblePart } from "./text-input";

describe("hasForbiddenCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["escape", "a\u001bb"],
    ["DEL", "a\u007fb"],
    ["right-to-left override", "\u202egpj.exe"],
    ["left-to-right embedding", "a\u202ab"],
    ["first strong isolate", "a\u2068b"],
  ])("refuses %s", (_label, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
  });

  it.each([
    ["line breaks and tabs", "ligne 1\r\nligne 2\tfin"],
    ["accents", "Bénin, Abomey-Calavi"],
    ["emoji with joiners", "famille 👨\u200d👩\u200d👧"],
    ["Arabic", "فندق الشاطئ"],
  ])("accepts %s", (_label, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
  });
});

describe("visibleLength", () => {
  it("does not count zero-width characters, soft hyphens or the byte order mark", () => {
    expect(visibleLength("\u200b\u200c\u200d\u2060\ufeff\u00ad")).toBe(0);
    expect(visiblePart(" \u200bAfi\u200b ")).toBe("Afi");
  });

  it("counts an emoji once", () => {
    expect(visibleLength("🌍🌍🌍")).toBe(3);
  });
});
