import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGUAGES } from "#common/i18n";
import { frenchLeftIn, frenchWordsIn, textLeaves } from "./french-words";
import { shapeDifferences } from "./same-shape";

// Every area's accessor (common/texts/<area>.ts), loaded here and only here: a page loads
// only the areas it uses.
const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts", "!./same-shape.ts", "!./french-words.ts"],
  {
    eager: true,
  },
);
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

  it("have a file in every other language for each French file, and no file French lacks", () => {
    const filesOf = (lang: string) =>
      readdirSync(new URL(`./${lang}`, import.meta.url))
        .filter((file) => file.endsWith(".ts"))
        .sort();
    for (const lang of LANGUAGES) expect(filesOf(lang)).toEqual(filesOf(DEFAULT_LANG));
  });

  // Issue 17: English is complete, not French left in place. Every string, and what every
  // text function gives, is read for words only French has.
  it.each(areas)("$name in English has no text left in French", ({ texts }) => {
    expect(frenchLeftIn(texts.en)).toEqual([]);
  });

  it.each(areas)("$name in English has English punctuation: no space before a colon, no « »", ({ texts }) => {
    const french = textLeaves(texts.en).filter((leaf) => / [:;!?](\s|$)|[«»]/.test(leaf.text));
    expect(french.map((leaf) => `${leaf.path}: ${leaf.text}`)).toEqual([]);
  });

  it.each(areas)("$name in English is not French kept as it was", ({ texts }) => {
    const french = new Map(textLeaves(texts[DEFAULT_LANG]).map((leaf) => [leaf.path, leaf.text]));
    const same = textLeaves(texts.en).filter(
      (leaf) =>
        /[àâçéèêëîïôûùœ]/i.test(leaf.text.replaceAll("Bénin Voyages", "")) && french.get(leaf.path) === leaf.text,
    );
    // Names are the same in both languages: the brand, and places of Benin written the French way.
    const names = /^(Fidjrossè|Ganvié|Tanguiéta)/;
    expect(same.filter((leaf) => !names.test(leaf.text)).map((leaf) => leaf.path)).toEqual([]);
  });
});

describe("the parity checks can fail", () => {
  const area = areas.find((candidate) => candidate.name === "bookingTexts")!;
  const english = area.texts.en as Record<string, Record<string, unknown>>;

  it("when an English key is missing, or English has a key French lacks", () => {
    const { title: _removed, ...paymentWithoutTitle } = english.payment!;
    const withoutKey = { ...english, payment: paymentWithoutTitle };
    expect(shapeDifferences(area.texts[DEFAULT_LANG], withoutKey)).toEqual(["payment.title : manquant"]);
    const withExtra = { ...english, payment: { ...english.payment, subtitle: "Extra" } };
    expect(shapeDifferences(area.texts[DEFAULT_LANG], withExtra)).toEqual(["payment.subtitle : en trop"]);
  });

  it("when an English text function takes other parameters", () => {
    const myBookings = { ...english.myBookings, refund: () => "Expected refund" };
    expect(shapeDifferences(area.texts[DEFAULT_LANG], { ...english, myBookings })).toEqual([
      "myBookings.refund : 0 paramètre(s) au lieu de 1",
    ]);
  });

  it("when an English text is still French, as a string or from a function", () => {
    expect(
      frenchLeftIn({ ...english, payment: { ...english.payment, title: "Paiement de votre réservation" } }),
    ).toEqual(["payment.title: paiement, votre, réservation"]);
    const myBookings = { ...english.myBookings, refund: (amount: string) => `Remboursement prévu : ${amount}` };
    expect(frenchLeftIn({ ...english, myBookings })).toEqual(["myBookings.refund(): remboursement"]);
  });

  it("reads French as French in every area taken together", () => {
    const french = areas.flatMap(({ texts }) => textLeaves(texts[DEFAULT_LANG]).map((leaf) => leaf.text)).join("\n");
    expect(frenchWordsIn(french).length).toBeGreaterThan(20);
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
