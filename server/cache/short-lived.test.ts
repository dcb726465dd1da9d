import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetShortLivedReads, setShortLivedCacheEnabled, shortLived } from "./short-lived.server";

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
