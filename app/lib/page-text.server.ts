// A page rendered whole, collected as text and encoded once (docs/decisions/055).
//
// React's renderer built for Node (`react-dom/server.node`) encodes each piece it writes —
// a tag's name, an attribute, a quote — into a 2 KB buffer as it goes: a typed-array view
// and a call to TextEncoder.encodeInto per piece, thousands a page (~9 % of a signed-in
// page's main-thread time, 160 KB of garbage). The same renderer built for Bun
// (`react-dom/server.bun`, the same markup code) hands its pieces on as strings; a page
// written whole (app/entry.server.tsx) joins them and encodes the page in one call.
import type { Writable } from "node:stream";

/**
 * Where React writes a page it renders whole: strings kept in order, the page's bytes given
 * to `done` when React ends it. Shaped as the `Writable` React's `pipe` takes (it writes,
 * ends and listens for "drain", "error" and "close", none of which comes here: every write
 * is taken at once).
 */
export function pageText(done: (page: Buffer) => void): Writable {
  const pieces: string[] = [];
  // React's Bun build writes strings only; bytes, should a later version write some, are
  // decoded where they stand, a character split across two of them included.
  const decoder = new TextDecoder();
  let ended = false;
  const destination = {
    write(piece: string | Uint8Array) {
      pieces.push(typeof piece === "string" ? piece : decoder.decode(piece, { stream: true }));
      return true;
    },
    end() {
      if (ended) return destination;
      ended = true;
      pieces.push(decoder.decode());
      done(Buffer.from(pieces.join("")));
      return destination;
    },
    on() {
      return destination;
    },
  };
  return destination as unknown as Writable;
}
