import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetShortLivedReads, setShortLivedCacheEnabled, shortLived, shortLivedByKey } from "./short-lived.server";

describe("short-lived public cache", () => {
  beforeAll(() => setShortLivedCacheEnabled(true));
  afterAll(() => setShortLivedCacheEnabled(false));

  it("serves the remembered value until the TTL, then loads again", async () => {
    let clock = 1_000;
    let loads = 0;
    const read = shortLived(
      10_000,
      async () => ++loads,
      () => clock,
    );
    expect(await read()).toBe(1);
    clock += 9_999;
    expect(await read()).toBe(1);
    clock += 1;
    expect(await read()).toBe(2);
  });

  it("loads again after a write in this process, before the TTL", async () => {
    let loads = 0;
    const read = shortLived(10_000, async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    forgetShortLivedReads();
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("shares one load between concurrent callers", async () => {
    let loads = 0;
    let finish!: (value: number) => void;
    const read = shortLived(10_000, () => {
      loads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    });
    const all = Promise.all([read(), read(), read()]);
    finish(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it("does not keep a failure: the next caller loads again", async () => {
    let loads = 0;
    const read = shortLived(10_000, async () => {
      loads += 1;
      if (loads === 1) throw new Error("base indisponible");
      return "ok";
    });
    await expect(read()).rejects.toThrow("base indisponible");
    expect(await read()).toBe("ok");
  });

  it("loads every time when disabled (tests that change data between reads)", async () => {
    setShortLivedCacheEnabled(false);
    let loads = 0;
    const read = shortLived(10_000, async () => ++loads);
    await read();
    expect(await read()).toBe(2);
    setShortLivedCacheEnabled(true);
  });
});

describe("short-lived public cache, one value per key", () => {
  beforeAll(() => setShortLivedCacheEnabled(true));
  afterAll(() => setShortLivedCacheEnabled(false));

  it("keeps each key's value apart, each until its own TTL", async () => {
    let clock = 1_000;
    const loads: string[] = [];
    const read = shortLivedByKey(
      5_000,
      10,
      async (key) => {
        loads.push(key);
        return `${key}#${loads.length}`;
      },
      () => clock,
    );
    expect(await read("a")).toBe("a#1");
    clock += 2_000;
    expect(await read("b")).toBe("b#2");
    expect(await read("a")).toBe("a#1");
    clock += 3_000;
    // a's five seconds are over, b's are not.
    expect(await read("a")).toBe("a#3");
    expect(await read("b")).toBe("b#2");
    expect(loads).toEqual(["a", "b", "a"]);
  });

  it("loads every key again after a write in this process", async () => {
    let loads = 0;
    const read = shortLivedByKey(10_000, 10, async (key) => `${key}${++loads}`);
    expect(await read("x")).toBe("x1");
    expect(await read("y")).toBe("y2");
    forgetShortLivedReads();
    expect(await read("x")).toBe("x3");
    expect(await read("y")).toBe("y4");
  });

  it("holds at most maxKeys: the key written longest ago goes first", async () => {
    let loads = 0;
    const read = shortLivedByKey(10_000, 2, async (key) => `${key}${++loads}`);
    await read("a");
    await read("b");
    await read("c");
    expect(await read("b")).toBe("b2");
    expect(await read("c")).toBe("c3");
    expect(await read("a")).toBe("a4");
  });

  it("shares one load between concurrent callers of a key, and keeps no failure", async () => {
    let loads = 0;
    let finish!: (value: string) => void;
    const read = shortLivedByKey(10_000, 10, (key) => {
      loads += 1;
      if (key === "broken") return Promise.reject(new Error("base indisponible"));
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const all = Promise.all([read("k"), read("k")]);
    finish("v");
    expect(await all).toEqual(["v", "v"]);
    expect(loads).toBe(1);
    await expect(read("broken")).rejects.toThrow("base indisponible");
    await expect(read("broken")).rejects.toThrow("base indisponible");
    expect(loads).toBe(3);
  });
});
