// How many pictures this process decodes and encodes at once. Each encode takes a core
// (and up to ~100 MB for the largest accepted picture): on a small server a burst of
// uploads would otherwise starve every page. Per process by design: several processes
// each have their own slots, which is what their cores allow; the hourly allowance per
// account (server/security/limits.server.ts) is what holds across processes.
import { MediaError } from "./media-error.server";

export type Slots = {
  /** Runs `work` when a slot is free; refused at once (`busy`) when too many already wait. */
  run<T>(work: () => Promise<T>, fileName?: string): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

export function createSlots(atOnce: number, maxWaiting: number): Slots {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(work, fileName) {
      if (running >= atOnce) {
        if (queue.length >= maxWaiting) throw new MediaError("busy", fileName);
        // The slot is handed over by the one finishing: `running` stays counted.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
