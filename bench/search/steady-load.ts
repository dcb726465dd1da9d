// An open load: requests sent at evenly spaced instants (`rate` a second), whether or not
// the earlier ones have been answered, each latency counted from the instant it was due.
// autocannon's own rate limit sends each second's requests in one burst at the start of
// the second (50 at once on 50 connections), which measures the burst, not the rate.
import http from "node:http";
import { errorKind, percentile, type LoadFigures } from "#bench/support/load";

export async function steadyLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  /** Sockets kept open, as many browsers as that; a request waits for a free one. */
  connections: number;
  nextPath: () => string;
  /** Sent with every request (a session cookie, Accept-Encoding). */
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const failureKinds: Record<string, number> = {};
  let failures = 0;
  const countFailure = (kind: string) => {
    failures += 1;
    failureKinds[kind] = (failureKinds[kind] ?? 0) + 1;
  };
  const started = performance.now();
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        `${options.url}${options.nextPath()}`,
        { agent, timeout: 30_000, headers: options.headers },
        (response) => {
          response.resume();
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            statusCounts[status] = (statusCounts[status] ?? 0) + 1;
            if (status >= 400) countFailure(String(status));
            else latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
      request.on("error", (error) => {
        countFailure(errorKind(error));
        resolve();
      });
    });
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures,
    statusCounts,
    failureKinds,
  };
}
