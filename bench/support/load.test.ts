import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { steadyLoad } from "#bench/search/steady-load";
import { describeFailures, errorKind, runLoad } from "./load";

// Every 5th request: the connection cut without an answer; every 3rd of the others: 503.
let server: http.Server;
let url = "";
let seen = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen += 1;
    if (seen % 5 === 0) return request.socket.destroy();
    response.statusCode = seen % 3 === 0 ? 503 : 200;
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sum = (kinds: Record<string, number>) => Object.values(kinds).reduce((total, count) => total + count, 0);

describe("a load's failures, by kind", () => {
  it("the steady load counts each failure once, as its status or its socket error", async () => {
    seen = 0;
    const figures = await steadyLoad({ url, rate: 100, seconds: 0.6, connections: 4, nextPath: () => "/" });
    expect(figures.failureKinds["503"]).toBe(figures.statusCounts["503"]);
    expect(figures.failureKinds["503"]).toBeGreaterThan(0);
    expect(figures.failureKinds.ECONNRESET).toBeGreaterThan(0);
    expect(sum(figures.failureKinds)).toBe(figures.failures);
    expect(figures.requests + figures.failures).toBe(60);
  });

  it("autocannon's load counts the same failures as its kinds", async () => {
    seen = 0;
    const figures = await runLoad({ url, connections: 4, durationSeconds: 1 });
    expect(figures.failureKinds["503"]).toBe(figures.statusCounts["503"]);
    expect(figures.failureKinds["503"]).toBeGreaterThan(0);
    // autocannon reconnects and asks again when a connection ends without an answer: no failure.
    expect(sum(figures.failureKinds)).toBe(figures.failures);
  });

  it("names an error by its code, else its message, and prints the kinds", () => {
    expect(errorKind(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))).toBe("ECONNRESET");
    expect(errorKind(new Error("timeout"))).toBe("timeout");
    expect(describeFailures({ "503": 2, ECONNRESET: 1 })).toBe("503 × 2, ECONNRESET × 1");
    expect(describeFailures({})).toBe("");
  });
});

describe("a load of a fixed number of requests", () => {
  it("sends exactly that many, each as nextRequest made it, and gives the rate over the time they took", async () => {
    const paths: string[] = [];
    const quiet = http.createServer((request, response) => {
      paths.push(`${request.method} ${request.url} ${request.headers["x-traveler"]}`);
      setTimeout(() => response.end("ok"), 20);
    });
    await new Promise<void>((resolve) => quiet.listen(0, "127.0.0.1", resolve));
    try {
      let next = 0;
      const started = performance.now();
      const figures = await runLoad({
        url: `http://127.0.0.1:${(quiet.address() as AddressInfo).port}`,
        connections: 2,
        amount: 10,
        nextRequest: () => {
          const index = next++;
          return { path: `/book/${index}`, method: "POST", body: "x", headers: { "x-traveler": String(index % 3) } };
        },
      });
      const seconds = (performance.now() - started) / 1000;
      expect(figures.requests).toBe(10);
      expect(figures.failures).toBe(0);
      expect([...paths].sort()).toEqual(
        Array.from({ length: 10 }, (_, index) => `POST /book/${index} ${index % 3}`).sort(),
      );
      // 10 answers of ≥ 20 ms on 2 connections take ≥ 100 ms: the rate is theirs, not a 20 s one's.
      expect(figures.requestsPerSecond).toBeGreaterThan(10 / seconds - 1e-9);
      expect(figures.requestsPerSecond).toBeLessThanOrEqual(100);
    } finally {
      await new Promise<void>((resolve) => quiet.close(() => resolve()));
    }
  });
});
