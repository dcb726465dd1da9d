// A kept page compressed once, not once per answer, although each answer carries its own
// CSP nonce (docs/decisions/036). The page is compressed in segments cut at the nonce:
// after each segment the encoder is flushed (a flush ends the meta-block on a byte
// boundary), a random stand-in of the nonce's length is compressed and its output thrown
// away. An answer is the segments with, between them, an uncompressed meta-block holding
// its nonce (RFC 7932 §9.2, ISUNCOMPRESSED): a plain Brotli stream any browser decodes.
// Safe because the stand-in, like every nonce, ends in "==" (the next literals' context is
// the same), and because the result is checked by decoding it with a marker nonce unlike
// any stand-in: a segment that copied bytes from a stand-in, or a stand-in compressed
// with a distance that later segments reuse, would decode wrong, and the page is then
// compressed per answer as before.
import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { BROTLI_PAGE_PARAMS } from "#server/http/whole-response-compression.server";

/** Our nonces: 16 random bytes in base64, always 24 characters ending in "==". */
export const NONCE_LENGTH = 24;
// Shorter than a whole-page q4 (the compression middleware's) although cut in segments.
const QUALITY = 5;

// Compressions under way at once. An encoder holds its tables (~2 MB at quality 5) from its
// first segment to its last, across several trips to libuv's threads; when many kept pages
// expire together (a search's addresses, rendered in the same second) their compressions
// overlapped by the dozen: 25-30 MB held for a few milliseconds, the peak of a public load.
// One after another they take the same threads' time, and each waiting visitor shares its
// page's one compression (anonymous-pages.server.ts).
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** The Brotli segments around the nonce, or null when splicing would not be exact. */
export async function compressAroundNonce(parts: Buffer[]): Promise<Buffer[] | null> {
  // A finished compression hands its place straight to the next in line, so that no
  // caller arriving in between can take it too.
  if (running < AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await compress(parts);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Compressions running and waiting (the tests read it). */
export function compressionsUnderWay() {
  return { running, waiting: waiting.length };
}

async function compress(parts: Buffer[]): Promise<Buffer[] | null> {
  const encoder = zlib.createBrotliCompress({
    // The pages' 256 KB window (docs/decisions/041): Brotli's default (4 MB) gave each
    // encoder a 4 MB ring buffer, and a TTL's expiry recompresses many pages at once.
    params: {
      ...BROTLI_PAGE_PARAMS,
      [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: parts.reduce((sum, part) => sum + part.length, 0),
    },
  });
  let output: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => output.push(chunk));
  const take = () => {
    const taken = Buffer.concat(output);
    output = [];
    return taken;
  };
  const flush = () => new Promise<void>((resolve) => encoder.flush(zlib.constants.BROTLI_OPERATION_FLUSH, resolve));
  const ended = new Promise<void>((resolve, reject) => encoder.once("end", resolve).once("error", reject));
  const segments: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    encoder.write(part);
    if (index === parts.length - 1) break;
    await flush();
    segments.push(take());
    // A new stand-in each time: a repeated one would be compressed as a copy of the last.
    encoder.write(randomBytes(16).toString("base64"));
    await flush();
    take();
  }
  encoder.end();
  await ended;
  segments.push(take());
  const marker = `${"!".repeat(NONCE_LENGTH - 2)}==`;
  const expected = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [Buffer.from(marker), part])));
  try {
    return zlib.brotliDecompressSync(spliceNonce(segments, marker)).equals(expected) ? segments : null;
  } catch {
    return null;
  }
}

/** One answer's Brotli body: the segments with `nonce` stored uncompressed between them. */
export function spliceNonce(segments: Buffer[], nonce: string): Buffer {
  const raw = Buffer.from(nonce);
  if (raw.length !== NONCE_LENGTH || !nonce.endsWith("==")) throw new Error("nonce inattendu");
  const block = Buffer.concat([uncompressedHeader(raw.length), raw]);
  const pieces: Buffer[] = [segments[0]!];
  for (let index = 1; index < segments.length; index += 1) pieces.push(block, segments[index]!);
  return Buffer.concat(pieces);
}

/**
 * A meta-block header, least significant bit first: ISLAST 0, MNIBBLES 0 (four nibbles),
 * MLEN - 1 on 16 bits, ISUNCOMPRESSED 1, then zero bits up to the byte boundary.
 */
function uncompressedHeader(length: number) {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}
