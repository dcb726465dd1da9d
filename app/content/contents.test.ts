import { readdirSync } from "node:fs";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "#common/i18n";
import { frenchLeftIn, frenchWordsIn } from "#common/texts/french-words";
import { shapeDifferences } from "#common/texts/same-shape";
import { supportInfoTexts } from "#common/texts/support-info";

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

  it("have a file in every other language for each French page, and no page French lacks", () => {
    const pagesOf = (lang: string) => readdirSync(new URL(`./${lang}`, import.meta.url)).sort();
    for (const lang of LANGUAGES) expect(pagesOf(lang)).toEqual(pagesOf(DEFAULT_LANG));
  });

  // Issue 17: the English pages are English, markup and the pages' bodies included.
  it.each(pages)("$name in English has no text left in French", ({ content }) => {
    expect(frenchLeftIn(content.en, renderers("en"))).toEqual([]);
  });

  it.each(pages)("$name in French reads as French by the same check (it can fail)", ({ content }) => {
    expect(frenchLeftIn(content[DEFAULT_LANG], renderers(DEFAULT_LANG))).not.toEqual([]);
  });
});

/** A page's markup and its `Body` as HTML, in a router (its links) with the support facts of the language. */
function renderers(lang: Lang) {
  const html = (node: ReactNode) => renderToStaticMarkup(createElement(MemoryRouter, null, node));
  const props = { supportEmail: "support@example.com", supportInfo: supportInfoTexts[lang] };
  return {
    markup: (node: unknown) => html(node as ReactNode),
    component: (component: (...args: never[]) => unknown) =>
      html(createElement(component as unknown as ComponentType<typeof props>, props)),
  };
}

describe("frenchWordsIn on rendered pages", () => {
  it("reads the words of the markup, not its tags", () => {
    expect(frenchWordsIn('<p class="la">Booking <a href="/les">here</a></p>')).toEqual([]);
    expect(frenchWordsIn("<p>Votre <strong>réservation</strong></p>")).toEqual(["votre", "réservation"]);
  });
});
