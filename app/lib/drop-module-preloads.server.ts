// Removes React Router's <link rel="modulepreload"> tags from the streamed page. On a slow
// mobile link they make the browser fetch ~115 KB of JavaScript at high priority while the
// page's pictures and first paint wait for the same bandwidth. Without them the inline
// module script still imports every route module at once, and their dependencies follow
// one round trip later: the page shows first, becomes interactive a little later (forms
// work without JavaScript meanwhile). Measured in docs/PERFORMANCE.md (decision 005).
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The same on a page written whole (app/entry.server.tsx). */
export function dropModulePreloadsFrom(page: string): string {
  return page.replace(MODULE_PRELOAD, "");
}

export function dropModulePreloads() {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const clean = (text: string) => text.replace(MODULE_PRELOAD, "");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag cut between two chunks waits for the rest before being looked at.
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      pending = text.slice(cut);
      callback(null, clean(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, clean(pending + decoder.end()));
    },
  });
}
