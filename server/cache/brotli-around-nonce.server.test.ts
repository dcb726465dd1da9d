import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAroundNonce, spliceNonce } from "./brotli-around-nonce.server";

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

  it("handles a page without a nonce", async () => {
    const segments = await compressAroundNonce([Buffer.from("<p>sans script</p>")]);
    expect(zlib.brotliDecompressSync(spliceNonce(segments!, nonce())).toString()).toBe("<p>sans script</p>");
  });

  it("refuses a nonce that is not one of ours", async () => {
    const segments = await compressAroundNonce(parts);
    expect(() => spliceNonce(segments!, "court")).toThrow();
  });
});
