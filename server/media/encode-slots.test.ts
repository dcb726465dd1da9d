import { describe, expect, it } from "vitest";
import { createSlots } from "./encode-slots.server";
import { MediaError } from "./media-error.server";

/** A task that runs until released, recording how many ran at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, done };
}

describe("encode slots", () => {
  it("runs at most two at once, the others in arrival order", async () => {
    const slots = createSlots(2, 8);
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((each, index) =>
      slots.run(async () => {
        peak = Math.max(peak, slots.running);
        order.push(index);
        await each.done;
      }),
    );
    await Promise.resolve();
    expect(slots.running).toBe(2);
    expect(slots.waiting).toBe(3);
    for (const each of gates) {
      each.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(slots.running).toBe(0);
  });

  it("tells one more to retry when the queue is full, and frees a slot when a task fails", async () => {
    const slots = createSlots(1, 1);
    const first = gate();
    const running = slots.run(() => first.done);
    const waiting = slots.run(async () => {
      throw new Error("encode failed");
    });
    const refused = await slots.run(async () => "never", "plage.png").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MediaError);
    expect(refused).toMatchObject({ code: "busy", fileName: "plage.png" });
    first.release();
    await running;
    await expect(waiting).rejects.toThrow("encode failed");
    expect(await slots.run(async () => "ok")).toBe("ok");
    expect(slots.running).toBe(0);
  });
});
