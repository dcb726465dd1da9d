import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAroundNonce, compressionsUnderWay, spliceNonce } from "./brotli-around-nonce.server";

const nonce = () => randomBytes(16).toString("base64");
// A page-like body: the nonce in the head's style, in scripts, next to repeated text.
const parts = [
  `<!DOCTYPE html><html lang="fr"><head><style nonce="`,
  `">body{margin:0}${".card{padding:1rem}".repeat(200)}</style></head><body>${"<p>Villa à Ouidah, 25 000 FCFA</p>".repeat(300)}<script nonce="`,
  `">window.__context={"nonce":"`,
  `"}</script><script type="module" nonce="`,
  `">import("/assets/entry.js")</script></body></html>`,
].map((text) => Buffer.from(text));

describe("Brotli compressed once around the nonce", () => {
  it("decodes, with any nonce, to the page carrying that nonce everywhere", async () => {
    const segments = await compressAroundNonce(parts);
    expect(segments).toHaveLength(parts.length);
    for (const value of [nonce(), nonce(), "AAAAAAAAAAAAAAAAAAAAAA=="]) {
      const decoded = zlib.brotliDecompressSync(spliceNonce(segments!, value)).toString();
      expect(decoded).toBe(parts.map(String).join(value));
    }
  });

  it("compresses with the pages' 256 KB window, not Brotli's 4 MB default", async () => {
    const segments = await compressAroundNonce(parts);
    // RFC 7932 §9.1: the stream's first bits give its window; 1 then n ≠ 0 on 3 bits: 17 + n.
    const first = segments![0]![0]!;
    expect(first & 1).toBe(1);
    expect(17 + ((first >> 1) & 7)).toBe(18);
  });

  it("runs two compressions at a time, the others waiting their turn, each page its own", async () => {
    const pages = Array.from({ length: 6 }, (_, index) => [
      Buffer.from(`<p>page ${index}</p><script nonce="`),
      Buffer.from(`">${"x".repeat(index * 100)}</script>`),
    ]);
    const compressions = pages.map((page) => compressAroundNonce(page));
    expect(compressionsUnderWay()).toEqual({ running: 2, waiting: 4 });
    const seen: number[] = [];
    const watch = setInterval(() => seen.push(compressionsUnderWay().running), 0);
    const results = await Promise.all(compressions);
    clearInterval(watch);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2);
    expect(compressionsUnderWay()).toEqual({ running: 0, waiting: 0 });
    const value = nonce();
    results.forEach((segments, index) => {
      const expected = `<p>page ${index}</p><script nonce="${value}">${"x".repeat(index * 100)}</script>`;
      expect(zlib.brotliDecompressSync(spliceNonce(segments!, value)).toString()).toBe(expected);
    });
  });

  it("handles a page without a nonce", async () => {
    const segments = await compressAroundNonce([Buffer.from("<p>sans script</p>")]);
    expect(zlib.brotliDecompressSync(spliceNonce(segments!, nonce())).toString()).toBe("<p>sans script</p>");
  });

  it("refuses a nonce that is not one of ours", async () => {
    const segments = await compressAroundNonce(parts);
    expect(() => spliceNonce(segments!, "court")).toThrow();
  });
});
