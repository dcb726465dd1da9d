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
    expect(dropModulePreloadsFrom(Buffer.from(page)).toString()).toBe(
      '<head></head><body><p>Ouidah</p><script type="module">import "/assets/a.js";</script></body>',
    );
    expect(dropModulePreloadsFrom(Buffer.from("<p>a < b</p><")).toString()).toBe("<p>a < b</p><");
  });

  it("cuts a whole page on its bytes: accents kept, a link at the very end, a link left open kept", () => {
    const page = Buffer.from(
      '<link rel="modulepreload" href="/assets/a.js"/><p>Abomey-Calavi, Grand-Popo — 12 500 FCFA, été</p>' +
        '<link rel="modulepreload" href="/assets/b.js" nonce="é"/>',
    );
    expect(dropModulePreloadsFrom(page).toString()).toBe("<p>Abomey-Calavi, Grand-Popo — 12 500 FCFA, été</p>");
    const open = Buffer.from('<p>Porto-Novo</p><link rel="modulepreload" href="/assets/c.js"');
    expect(dropModulePreloadsFrom(open).toString()).toBe(
      '<p>Porto-Novo</p><link rel="modulepreload" href="/assets/c.js"',
    );
  });
});
