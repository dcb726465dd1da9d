import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGUAGES } from "#common/i18n";
import { shapeDifferences } from "./same-shape";

// Every area's accessor (common/texts/<area>.ts), loaded here and only here: a page loads
// only the areas it uses.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./same-shape.ts"], {
  eager: true,
});
const areas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith("Texts"))
    .map(([name, texts]) => ({ file, name, texts: texts as Record<string, unknown> })),
);

describe("the text areas", () => {
  it("are all here: one accessor per file of French texts", () => {
    const frenchFiles = readdirSync(new URL("./fr", import.meta.url)).filter((file) => file.endsWith(".ts"));
    expect(areas.map((area) => area.file).sort()).toEqual(frenchFiles.map((file) => `./${file}`).sort());
  });

  it.each(areas)("$name gives every language, and no other", ({ texts }) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(areas)("$name has the same keys and text functions in every language as in French", ({ texts }) => {
    for (const lang of LANGUAGES) expect(shapeDifferences(texts[DEFAULT_LANG], texts[lang])).toEqual([]);
  });
});

describe("shapeDifferences", () => {
  const french = {
    title: "Réservations",
    count: (total: number, shown: string) => `${shown} ${total > 1 ? "résultats" : "résultat"}`,
    hours: [{ days: "Lundi", time: "8h" }],
    errors: { required: "Ce champ est requis", tooLong: (max: number) => `${max} caractères au plus` },
  };

  it("finds nothing to say about a complete translation", () => {
    const english = {
      title: "Bookings",
      count: (total: number, shown: string) => `${shown} ${total > 1 ? "results" : "result"}`,
      hours: [{ days: "Monday", time: "8 am" }],
      errors: { required: "This field is required", tooLong: (max: number) => `${max} characters at most` },
    };
    expect(shapeDifferences(french, english)).toEqual([]);
  });

  it("names each missing or extra key, wrong kind, list length and parameter count", () => {
    const incomplete = {
      title: "Bookings",
      count: (total: number) => `${total} results`,
      hours: [],
      errors: { required: ["This field is required"] },
      subtitle: "Extra",
    };
    expect(shapeDifferences(french, incomplete)).toEqual([
      "subtitle : en trop",
      "count : 1 paramètre(s) au lieu de 2",
      "hours : 0 élément(s) au lieu de 1",
      "errors.tooLong : manquant",
      "errors.required : list au lieu de string",
    ]);
  });

  it("looks inside lists", () => {
    expect(shapeDifferences({ hours: [{ days: "Lundi", time: "8h" }] }, { hours: [{ days: "Monday" }] })).toEqual([
      "hours[0].time : manquant",
    ]);
  });
});
