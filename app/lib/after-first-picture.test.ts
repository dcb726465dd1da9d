import { describe, expect, it } from "vitest";
import { afterFirstPicture, FRAME_AT_MOST_MS, WAIT_AT_MOST_MS } from "./after-first-picture";

/** Timers run by hand: what was asked, in order, and each callback to call when we choose. */
function handTimers() {
  const timeouts: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  return {
    timeouts,
    frames,
    timers: {
      setTimeout: (run: () => void, ms: number) => timeouts.push({ ms, run }),
      requestAnimationFrame: (run: () => void) => frames.push(run),
    },
  };
}

function pageWith(picture: Partial<HTMLImageElement> | null) {
  return { querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? picture : null) };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
};

describe("hydration after the first picture", () => {
  it("waits for the picture's decoding, then a painted frame", async () => {
    let decode!: () => void;
    const picture = { complete: false, decode: () => new Promise<void>((resolve) => (decode = resolve)) };
    const { timers, timeouts, frames } = handTimers();
    const waiting = afterFirstPicture(pageWith(picture) as unknown as ParentNode, timers);
    expect(await settled(waiting)).toBe(false);
    decode();
    expect(await settled(waiting)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(await settled(waiting)).toBe(false);
    // The cap's timer, the frame's own cap, then the one after the frame.
    expect(timeouts.map((timeout) => timeout.ms)).toEqual([WAIT_AT_MOST_MS, FRAME_AT_MOST_MS, 0]);
    timeouts[2]!.run();
    expect(await settled(waiting)).toBe(true);
  });

  it("does not wait longer than the cap for a picture that does not come", async () => {
    const picture = { complete: false, decode: () => new Promise<void>(() => undefined) };
    const { timers, timeouts, frames } = handTimers();
    const waiting = afterFirstPicture(pageWith(picture) as unknown as ParentNode, timers);
    expect(await settled(waiting)).toBe(false);
    expect(frames).toHaveLength(0);
    timeouts[0]!.run();
    await settled(waiting);
    frames[0]!();
    timeouts[2]!.run();
    expect(await settled(waiting)).toBe(true);
  });

  it("does not wait for a frame a tab in the background never paints", async () => {
    const picture = { complete: true, decode: () => Promise.resolve() };
    const { timers, timeouts, frames } = handTimers();
    const waiting = afterFirstPicture(pageWith(picture) as unknown as ParentNode, timers);
    await settled(waiting);
    expect(frames).toHaveLength(1);
    expect(await settled(waiting)).toBe(false);
    timeouts.find((timeout) => timeout.ms === FRAME_AT_MOST_MS)!.run();
    expect(await settled(waiting)).toBe(true);
  });

  it("hydrates without waiting in a browser that cannot decode a picture ahead", async () => {
    const picture = { complete: false };
    const { timers, timeouts, frames } = handTimers();
    const waiting = afterFirstPicture(pageWith(picture) as unknown as ParentNode, timers);
    await settled(waiting);
    expect(frames).toHaveLength(1);
    frames[0]!();
    timeouts.find((timeout) => timeout.ms === 0)!.run();
    expect(await settled(waiting)).toBe(true);
  });

  it("goes on after a broken picture, and at once without one", async () => {
    const broken = { complete: false, decode: () => Promise.reject(new Error("EncodingError")) };
    const { timers, timeouts, frames } = handTimers();
    const waiting = afterFirstPicture(pageWith(broken) as unknown as ParentNode, timers);
    await settled(waiting);
    frames[0]!();
    timeouts[2]!.run();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(afterFirstPicture(pageWith(null) as unknown as ParentNode, handTimers().timers))).toBe(true);
  });

  it("does not decode a picture already loaded, but still lets its frame be painted", async () => {
    const picture = {
      complete: true,
      decode: () => {
        throw new Error("decode() n'aurait pas dû être appelé");
      },
    };
    const { timers, timeouts, frames } = handTimers();
    const waiting = afterFirstPicture(pageWith(picture) as unknown as ParentNode, timers);
    await settled(waiting);
    expect(frames).toHaveLength(1);
    frames[0]!();
    timeouts[2]!.run();
    expect(await settled(waiting)).toBe(true);
  });
});
