// At most a few pages rendered at once by this process (docs/decisions/046). A page is
// CPU-bound work on Node's one thread: fifty renders begun together finish no sooner than
// fifty begun in turn, but all fifty hold their data, their React tree and their
// compression buffers meanwhile, and the heap grows with them. A page read (GET, HEAD)
// waits here, holding nothing but its socket, until one of the slots is free; it keeps its
// slot until its response is handed to the system (`finish`) or its client leaves
// (`close`). Writes (POST: a booking, a payment, a sign-in) never wait. Per process by
// design: each process has its own thread and heap.
import type { RequestHandler, Response } from "express";

export type RenderAdmission = RequestHandler & {
  /** Pages being rendered and pages waiting for a slot, for the metrics. */
  state: () => { active: number; queued: number };
};

export function renderAdmission(limit: () => number): RenderAdmission {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  const handler: RequestHandler = (request, response, next) => {
    const slots = limit();
    if (slots <= 0 || (request.method !== "GET" && request.method !== "HEAD")) return next();
    const start = () => {
      active += 1;
      holdUntilAnswered(response, release);
      next();
    };
    if (active < slots) return start();
    const waiting = () => {
      response.off("close", leave);
      start();
    };
    // A client that leaves while waiting gives up its place.
    const leave = () => {
      const index = queue.indexOf(waiting);
      if (index >= 0) queue.splice(index, 1);
    };
    response.once("close", leave);
    queue.push(waiting);
  };

  return Object.assign(handler, { state: () => ({ active, queued: queue.length }) });
}

/** Calls `release` once, when the response is handed over or its connection closes. */
function holdUntilAnswered(response: Response, release: () => void) {
  let released = false;
  const once = () => {
    if (released) return;
    released = true;
    response.off("finish", once);
    response.off("close", once);
    release();
  };
  response.on("finish", once);
  response.on("close", once);
}
