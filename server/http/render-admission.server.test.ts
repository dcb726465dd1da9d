import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderAdmission } from "./render-admission.server";

type FakeResponse = EventEmitter & { answer: () => void; leave: () => void };

function request(method = "GET") {
  return { method } as Request;
}

function response(): FakeResponse {
  const emitter = new EventEmitter() as FakeResponse;
  // As Node does: `finish` once the answer is handed over, then `close`.
  emitter.answer = () => {
    emitter.emit("finish");
    emitter.emit("close");
  };
  emitter.leave = () => emitter.emit("close");
  return emitter;
}

function send(admission: ReturnType<typeof renderAdmission>, method = "GET") {
  const res = response();
  let started = false;
  admission(request(method), res as unknown as Response, () => {
    started = true;
  });
  return { res, started: () => started };
}

describe("renderAdmission", () => {
  it("lets the first pages through, holds the next ones until a slot is free, in arrival order", () => {
    const admission = renderAdmission(() => 2);
    const first = send(admission);
    const second = send(admission);
    const third = send(admission);
    const fourth = send(admission);
    expect([first.started(), second.started(), third.started(), fourth.started()]).toEqual([true, true, false, false]);
    expect(admission.state()).toEqual({ active: 2, queued: 2 });

    first.res.answer();
    expect(third.started()).toBe(true);
    expect(fourth.started()).toBe(false);
    expect(admission.state()).toEqual({ active: 2, queued: 1 });

    // A client that leaves mid-answer frees its slot too, once only (`close` after `finish`).
    second.res.leave();
    expect(fourth.started()).toBe(true);
    third.res.answer();
    fourth.res.answer();
    expect(admission.state()).toEqual({ active: 0, queued: 0 });
  });

  it("forgets a waiting client that leaves, and never starts its page", () => {
    const admission = renderAdmission(() => 1);
    const first = send(admission);
    const gone = send(admission);
    const next = send(admission);
    gone.res.leave();
    expect(admission.state()).toEqual({ active: 1, queued: 1 });
    first.res.answer();
    expect(gone.started()).toBe(false);
    expect(next.started()).toBe(true);
    next.res.answer();
    expect(admission.state()).toEqual({ active: 0, queued: 0 });
  });

  it("never holds a write, and holds nothing when the limit is 0", () => {
    const admission = renderAdmission(() => 1);
    const page = send(admission);
    expect(send(admission, "POST").started()).toBe(true);
    expect(send(admission, "HEAD").started()).toBe(false);
    page.res.answer();

    const unlimited = renderAdmission(() => 0);
    const pages = Array.from({ length: 5 }, () => send(unlimited));
    expect(pages.every((page) => page.started())).toBe(true);
    expect(unlimited.state()).toEqual({ active: 0, queued: 0 });
  });
});
