import { afterEach, describe, expect, it } from "vitest";
import { nowMs, setClock } from "#common/clock";
import { cutAt, joinWith, PageStore } from "./page-store.server";

const page = (text: string) => ({ headers: [], parts: [Buffer.from(text)], bytes: Buffer.byteLength(text) });

describe("page store", () => {
  afterEach(() => setClock(null));

  it("cuts a body at every nonce and joins it again with another", () => {
    const body = Buffer.from(`<style nonce="abc+/==">é</style><script nonce="abc+/==">x</script>`);
    const parts = cutAt(body, "abc+/==");
    expect(parts).toHaveLength(3);
    expect(joinWith(parts, "XYZ").toString()).toBe(`<style nonce="XYZ">é</style><script nonce="XYZ">x</script>`);
    expect(joinWith(cutAt(Buffer.from("sans nonce"), "abc"), "XYZ").toString()).toBe("sans nonce");
  });

  it("forgets the oldest pages beyond its entries or its bytes", () => {
    const store = new PageStore({ ttlMs: 5_000, maxEntries: 2, maxBytes: 10 });
    store.keep("a", page("1234"), { generation: 0, at: nowMs() });
    store.keep("b", page("1234"), { generation: 0, at: nowMs() });
    store.keep("c", page("1234"), { generation: 0, at: nowMs() });
    expect([store.get("a"), store.get("b")?.bytes, store.get("c")?.bytes]).toEqual([undefined, 4, 4]);
    store.keep("d", page("12345678"), { generation: 0, at: nowMs() });
    expect(store.size).toEqual({ entries: 1, bytes: 8 });
    store.keep("e", page("12345678901"), { generation: 0, at: nowMs() });
    expect(store.get("e")).toBeUndefined();
  });

  it("counts the TTL from the rendering's start, not from when it was kept", () => {
    setClock("2026-11-25T10:00:00Z");
    const store = new PageStore({ ttlMs: 5_000, maxEntries: 10, maxBytes: 100 });
    store.keep("a", page("x"), { generation: 0, at: Date.parse("2026-11-25T09:59:56Z") });
    expect(store.remainingMs(store.get("a")!)).toBe(1_000);
  });

  it("serves a page until its TTL", () => {
    setClock("2026-11-25T10:00:00Z");
    const store = new PageStore({ ttlMs: 5_000, maxEntries: 10, maxBytes: 100 });
    store.keep("a", page("x"), { generation: 0, at: nowMs() });
    setClock(Date.parse("2026-11-25T10:00:04.999Z"));
    expect(store.get("a")).toBeDefined();
    setClock(Date.parse("2026-11-25T10:00:05Z"));
    expect(store.get("a")).toBeUndefined();
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("lets go of the expired pages nobody asked for again when it keeps another", () => {
    setClock("2026-11-25T10:00:00Z");
    const store = new PageStore({ ttlMs: 5_000, maxEntries: 10, maxBytes: 100 });
    store.keep("/search?destination=ouidah", page("ouidah"), { generation: 0, at: nowMs() });
    store.keep("/search?destination=abomey", page("abomey"), { generation: 0, at: nowMs() + 3_000 });
    setClock(Date.parse("2026-11-25T10:00:06Z"));
    store.keep("/", page("accueil"), { generation: 0, at: nowMs() });
    // ouidah expired at 10:00:05 and goes; abomey is kept until 10:00:08.
    expect(store.size).toEqual({ entries: 2, bytes: 13 });
    expect(store.get("/search?destination=abomey")?.bytes).toBe(6);
    setClock(Date.parse("2026-11-25T10:00:08Z"));
    store.keep("/vehicles", page("vehicules"), { generation: 0, at: nowMs() });
    expect(store.size).toEqual({ entries: 2, bytes: 16 });
  });

  it("counts a page's Brotli copy in place of its plain body once made, if the page is still kept", () => {
    const store = new PageStore({ ttlMs: 5_000, maxEntries: 10, maxBytes: 100 });
    const kept = store.keep("/", page("0123456789"), { generation: 0, at: nowMs() })!;
    const gone = store.keep("/search", page("abcdefghij"), { generation: 0, at: nowMs() })!;
    expect(store.size).toEqual({ entries: 2, bytes: 20 });
    store.lighten("/", kept, [Buffer.from("ab"), Buffer.from("c")]);
    expect(store.size).toEqual({ entries: 2, bytes: 13 });
    expect([kept.parts, kept.bytes, kept.segments?.length]).toEqual([null, 3, 2]);
    // Forgotten meanwhile: its copy changes nothing in the store's count.
    store.forget();
    store.lighten("/search", gone, [Buffer.from("a")]);
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("does not keep a rendering started before a write it finished after", () => {
    const store = new PageStore({ ttlMs: 5_000, maxEntries: 10, maxBytes: 100 });
    const started = store.generation;
    store.forget();
    store.keep("a", page("stale"), { generation: started, at: nowMs() });
    expect(store.get("a")).toBeUndefined();
  });
});
