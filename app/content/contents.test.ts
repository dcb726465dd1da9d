import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGUAGES } from "#common/i18n";
import { shapeDifferences } from "#common/texts/same-shape";

// Every page's content accessor (app/content/<page>.ts), loaded here and only here.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const pages = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith("Content"))
    .map(([name, content]) => ({ file, name, content: content as Record<string, unknown> })),
);

describe("the pages' contents", () => {
  it("are all here: one accessor per French page", () => {
    const frenchPages = readdirSync(new URL("./fr", import.meta.url)).map((file) => file.replace(/\.tsx?$/, ".ts"));
    expect(pages.map((page) => page.file).sort()).toEqual(frenchPages.map((file) => `./${file}`).sort());
  });

  it.each(pages)("$name gives every language, and no other", ({ content }) => {
    expect(Object.keys(content).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(pages)("$name has the same parts in every language as in French", ({ content }) => {
    for (const lang of LANGUAGES) expect(shapeDifferences(content[DEFAULT_LANG], content[lang])).toEqual([]);
  });
});
