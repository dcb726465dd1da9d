// The built stylesheet's text, for inlining into every server-rendered page (see
// app/lib/inline-css.tsx): on a slow mobile link a <link rel=stylesheet> costs a round
// trip and shares the bandwidth with the JavaScript preloads before anything is painted.
import fs from "node:fs";
import path from "node:path";
import type { EntryContext } from "react-router";
import { getEnv } from "#server/env.server";

export type InlineStylesheet = { href: string; css: string };

/**
 * The file behind a manifest's stylesheet address. React Router 8 ends the address with
 * `#` when a dynamic import also uses the stylesheet (its link then differs from the one
 * Vite adds for that import, which must outlive a navigation): the same file.
 */
function fileOf(href: string) {
  return href.replace(/#$/, "");
}

const cache = new Map<string, InlineStylesheet[] | null>();

/**
 * The root route's stylesheets with their text, or null when they cannot all be inlined
 * (development, where Vite injects styles itself; a route with its own stylesheet, which
 * client navigation would then need as a <link>; a file missing from the build).
 */
export function inlineStylesheets(manifest: EntryContext["manifest"]): InlineStylesheet[] | null {
  const key = manifest.version;
  if (cache.has(key)) return cache.get(key)!;
  const found = readStylesheets(manifest);
  cache.set(key, found);
  return found;
}

function readStylesheets(manifest: EntryContext["manifest"]): InlineStylesheet[] | null {
  const root = manifest.routes.root?.css ?? [];
  // Routes list the stylesheets they need, the root's included (React Router 8's build):
  // only a stylesheet the root lacks would need a <link> at client navigation.
  const othersHaveCss = Object.values(manifest.routes).some((route) =>
    (route?.css ?? []).some((href) => !root.includes(href)),
  );
  if (root.length === 0 || othersHaveCss) return null;
  const clientDirectory = path.resolve(getEnv().BUILD_DIR, "client");
  try {
    return root.map((href) => ({ href, css: fs.readFileSync(path.join(clientDirectory, fileOf(href)), "utf8") }));
  } catch {
    return null;
  }
}
