import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { LogHandlerWithDefault, ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";

const ROOT_ROUTE = new URL("./app/root.tsx", import.meta.url).pathname;
const CALENDAR = /\/app\/components\/ui\/(date-picker-calendar\.tsx|calendar-month\.ts)$/;
/** The words most pages use (common/texts/common.ts: catalogue and sign-in pages alike). */
const COMMON_TEXTS = /\/common\/texts\/(fr\/)?common\.ts$/;
/** Modules shared by a family of pages, grouped in one chunk per family (French texts only). */
const PAGE_FAMILIES: [string, RegExp][] = [
  // The listing cards: home, search, categories, accommodations and vehicles, a listing's page.
  [
    "listing-cards",
    /\/(app\/components\/(listing-card|listing-image)\.tsx|app\/lib\/vocabulary\.ts|common\/listing-vocabulary\.ts|common\/texts\/(fr\/)?listing-vocabulary\.ts)$/,
  ],
  // A list of listings with its pages: search, categories, accommodations and vehicles.
  ["listing-grid", /\/app\/components\/(listing-grid|pagination)\.tsx$/],
];

/**
 * Every page loads what the root route (header, footer, toasts, shared texts) imports: one
 * chunk for all of it costs one request instead of three or four (each with its headers, on
 * a slow mobile link) and downloads nothing a page would not need. React and React Router
 * stay in their own chunks, which keep their names across deployments of the app's code.
 */
function everyPageChunk(id: string, meta: ManualChunkMeta): string | undefined {
  // Rollup's own helpers (CommonJS interop, "\0…") go with React, which needs them first:
  // in the shell chunk they would make the two chunks import each other.
  if (id.startsWith("\0") || /\/node_modules\/(react|react-router|scheduler)\//.test(id)) return "react";
  if (id.includes("/node_modules/")) return undefined;
  // A language's texts other than the reference are loaded by that language's pages only
  // (common/i18n.ts textsIn), never folded into a chunk every language loads (which
  // experimentalMinChunkSize would do with the small ones): the areas every page shows
  // (those of the root route) in one chunk per language, each other area in its own.
  const otherLanguage = /^(.*\/(?:common\/texts|app\/content))\/(en)\/([\w-]+)\.tsx?$/.exec(id);
  if (otherLanguage) {
    const [, folder, lang, area] = otherLanguage;
    // The language's chunks follow the French ones: the shell's (and the common words) in
    // one, a page family's in one (docs/decisions/038), each other area in its own.
    const accessor = `${folder}/${area}.ts`;
    if (importedByRoot(meta).has(accessor) || COMMON_TEXTS.test(accessor)) return `${lang}-shell`;
    return `${lang}-${familyOf(accessor) ?? area}`;
  }
  // The date picker's calendar is fetched when a traveler opens one (docs/decisions/038): named,
  // so that experimentalMinChunkSize never folds it into a chunk the first view loads.
  if (CALENDAR.test(id)) return "calendar";
  if (importedByRoot(meta).has(id) || COMMON_TEXTS.test(id)) return "shell";
  // What every page of the catalogue shows, one file for them instead of five or six small
  // ones (each with ~350 bytes of headers): docs/decisions/038.
  return familyOf(id);
}

function familyOf(id: string): string | undefined {
  return PAGE_FAMILIES.find(([, pattern]) => pattern.test(id))?.[0];
}

let rootImports: Set<string> | undefined;
function importedByRoot({ getModuleInfo }: ManualChunkMeta): Set<string> {
  if (rootImports) return rootImports;
  const seen = new Set<string>();
  const pending = [...(getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  rootImports = seen;
  return seen;
}

/**
 * Two notes Rollup prints on every build that say nothing is wrong: resource routes
 * (robots.txt, sitemap.xml, the APIs, the legal redirects) have no browser code, so their
 * browser chunk is empty; and the tally of small chunks merged by experimentalMinChunkSize.
 * Everything else is printed as usual.
 */
const quietBuildLog: LogHandlerWithDefault = (level, log, handler) => {
  if (log.code === "EMPTY_BUNDLE" || log.code === "OPTIMIZE_CHUNK_STATUS") return;
  handler(level, log);
};

export default defineConfig({
  environments: {
    // The server build's entry is our Express app (server/app.ts), which mounts the
    // React Router request handler; see docs/ARCHITECTURE.md.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // The browser build: shared chunks of a few hundred bytes each cost a request (and its
    // headers) on a slow mobile link; Rollup folds chunks under 1.5 KB into their importers.
    client: {
      build: {
        // Source maps only for scripts/js-composition.mjs, never in the served build.
        sourcemap: process.env.BUILD_SOURCEMAP === "1" ? "hidden" : false,
        rollupOptions: {
          output: { experimentalMinChunkSize: 1_500, manualChunks: everyPageChunk },
          onLog: quietBuildLog,
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
