// Removes React Router's <link rel="modulepreload"> tags from the streamed page. On a slow
// mobile link they make the browser fetch ~115 KB of JavaScript at high priority while the
// page's pictures and first paint wait for the same bandwidth. Without them the inline
// module script still imports every route module at once, and their dependencies follow
// one round trip later: the page shows first, becomes interactive a little later (forms
// work without JavaScript meanwhile). Measured in docs/PERFORMANCE.md (decision 005).
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

const LINK_START = Buffer.from('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

/**
 * The same on a page written whole (app/entry.server.tsx), on its UTF-8 bytes: the tag is
 * ASCII, and a byte of a multi-byte character is never `<` or `>`, so the page is cut
 * around each tag without being decoded to a string and encoded back (~1 ms of a signed-in
 * page's CPU, docs/decisions/050).
 */
export function dropModulePreloadsFrom(page: Buffer): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let start = page.indexOf(LINK_START); start !== -1; start = page.indexOf(LINK_START, from)) {
    const end = page.indexOf(TAG_END, start + LINK_START.length);
    if (end === -1) break;
    kept.push(page.subarray(from, start));
    from = end + 1;
  }
  if (from === 0) return page;
  kept.push(page.subarray(from));
  return Buffer.concat(kept);
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
