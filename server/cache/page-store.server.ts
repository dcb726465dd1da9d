// The anonymous page cache's memory (docs/decisions/036): rendered answers by key, each
// held for a few seconds, bounded in entries and bytes (the oldest goes first), all
// forgotten at once when this process takes a write. The body is kept in parts cut at the
// CSP nonce it was rendered with, so that each answer gets its own.
import { nowMs } from "#common/clock";

export type KeptPage = {
  /** Headers the page itself set (Content-Type…), not the per-response ones. */
  headers: [string, string | number | string[]][];
  /**
   * The body cut where the rendering's nonce was: joined again with a fresh one. Let go
   * once the Brotli copy is made (`lighten`): a visitor without Brotli then gets that copy
   * decoded, with the nonce spliced in.
   */
  parts: Buffer[] | null;
  /** The plain body's bytes, or the Brotli copy's once the plain body is let go. */
  bytes: number;
  expiresAt: number;
  /**
   * The body compressed once around the nonce (brotli-around-nonce), made when a second
   * visitor asks for it (anonymous-pages.server.ts); null when splicing would not be exact.
   */
  brotli?: Promise<Buffer[] | null>;
  /** That copy once made. */
  segments?: Buffer[];
};

export type PageStoreLimits = { ttlMs: number; maxEntries: number; maxBytes: number };

export class PageStore {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;
  /** Bumped by forget(): a rendering started before a write is not kept after it. */
  generation = 0;

  constructor(readonly limits: PageStoreLimits) {}

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= nowMs()) {
      this.remove(key, page);
      return undefined;
    }
    return page;
  }

  /**
   * Keeps a rendering unless a write happened since it started (`generation` then); it
   * expires TTL after it started (when its data was read), not after it was kept.
   */
  keep(
    key: string,
    page: Omit<KeptPage, "expiresAt">,
    started: { generation: number; at: number },
  ): KeptPage | undefined {
    if (started.generation !== this.generation || page.bytes > this.limits.maxBytes) return undefined;
    const previous = this.pages.get(key);
    if (previous) this.remove(key, previous);
    const kept = { ...page, expiresAt: started.at + this.limits.ttlMs };
    // Expired pages nobody asked for again (a search's many addresses) would otherwise stay
    // until the limits push them out: up to maxBytes held for nothing.
    const now = nowMs();
    for (const [expiredKey, expired] of this.pages) if (expired.expiresAt <= now) this.remove(expiredKey, expired);
    this.pages.set(key, kept);
    this.bytes += page.bytes;
    // A Map iterates in insertion order: the first keys are the oldest renderings.
    for (const [oldestKey, oldest] of this.pages) {
      if (this.pages.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
    return this.pages.get(key);
  }

  /**
   * The page's Brotli copy is made: its plain body (~6 times larger) is let go and the copy
   * counted in its place, if the page is still kept under `key`.
   */
  lighten(key: string, page: KeptPage, segments: Buffer[]) {
    const bytes = segments.reduce((sum, segment) => sum + segment.length, 0);
    if (this.pages.get(key) === page) this.bytes += bytes - page.bytes;
    page.bytes = bytes;
    page.segments = segments;
    page.parts = null;
  }

  /** How long a kept page has left before it expires. */
  remainingMs(page: KeptPage) {
    return page.expiresAt - nowMs();
  }

  forget() {
    this.generation += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  get size() {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  /** How many kept pages have their compressed copy made (or being made). */
  get compressed() {
    let count = 0;
    for (const page of this.pages.values()) if (page.brotli) count += 1;
    return count;
  }

  private remove(key: string, page: KeptPage) {
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

/** Cuts `body` at every occurrence of `marker` (the rendering's nonce). */
export function cutAt(body: Buffer, marker: string): Buffer[] {
  const needle = Buffer.from(marker);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The kept body with `marker` (this response's nonce) where the rendering's was. */
export function joinWith(parts: Buffer[], marker: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const needle = Buffer.from(marker);
  const pieces: Buffer[] = [parts[0]!];
  for (let index = 1; index < parts.length; index += 1) pieces.push(needle, parts[index]!);
  return Buffer.concat(pieces);
}
