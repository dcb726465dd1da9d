import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { dropModulePreloads, dropModulePreloadsFrom } from "./drop-module-preloads.server";

const run = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(dropModulePreloads()));

describe("module preloads dropped from the page", () => {
  it("removes every modulepreload link and keeps everything else, scripts included", async () => {
    const page =
      '<head><style nonce="n">a{}</style></head><body><p>Cotonou — 45 000 FCFA</p>' +
      '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<link rel="preload" as="image" href="/hero.svg"/><script type="module">import "/assets/a.js";</script></body>';
    expect(await run([page])).toBe(
      '<head><style nonce="n">a{}</style></head><body><p>Cotonou — 45 000 FCFA</p>' +
        '<link rel="preload" as="image" href="/hero.svg"/><script type="module">import "/assets/a.js";</script></body>',
    );
  });

  it("finds a link cut between two chunks, and a multi-byte character cut in two", async () => {
    const euro = Buffer.from("é");
    const chunks = [
      Buffer.concat([Buffer.from("<p>Bohicon caf"), euro.subarray(0, 1)]),
      Buffer.concat([euro.subarray(1), Buffer.from('</p><link rel="modu')]),
      Buffer.from('lepreload" href="/assets/x.js"/><p>fin</p>'),
    ];
    expect(await run(chunks)).toBe("<p>Bohicon café</p><p>fin</p>");
  });

  it("passes a page without any link through unchanged, even one ending on an open '<'", async () => {
    expect(await run(["<p>a < b</p>", "<"])).toBe("<p>a < b</p><");
  });

  it("removes them from a page written whole, the same way", () => {
    const page =
      '<head></head><body><link rel="modulepreload" href="/assets/a.js" nonce="n"/><p>Ouidah</p>' +
      '<link rel="modulepreload" href="/assets/b.js"/><script type="module">import "/assets/a.js";</script></body>';
    expect(dropModulePreloadsFrom(page)).toBe(
      '<head></head><body><p>Ouidah</p><script type="module">import "/assets/a.js";</script></body>',
    );
    expect(dropModulePreloadsFrom("<p>a < b</p><")).toBe("<p>a < b</p><");
  });
});
