// autocannon, programmatically, with the figures the benchmarks report. autocannon's own
// percentiles skip p95, so every response time is kept and the percentiles computed here.
import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  connections?: number;
  durationSeconds?: number;
  /** Send this many requests, then stop (instead of a duration); the rate is over the time they took. */
  amount?: number;
  headers?: Record<string, string>;
  /** Varies each request (path, method, body); called once per request sent. */
  nextRequest?: () => { path: string; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> };
};

export type LoadFigures = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside 2xx/3xx, and connection errors or timeouts. */
  failures: number;
  statusCounts: Record<string, number>;
  /** The failures by kind: an answer's status ("503"), or a socket error's code ("ECONNRESET", "timeout"). */
  failureKinds: Record<string, number>;
};

/** `{ "503": 2, ECONNRESET: 1 }` → "503 × 2, ECONNRESET × 1" (what a result file says of its failures). */
export function describeFailures(kinds: Record<string, number>): string {
  return Object.entries(kinds)
    .map(([kind, count]) => `${kind} × ${count}`)
    .join(", ");
}

/** An error of a request that got no answer, by its code when it has one. */
export function errorKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code) return code;
  return error instanceof Error ? error.message || error.name : String(error);
}

export function percentile(sortedValues: number[], fraction: number) {
  if (sortedValues.length === 0) return NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  const statusCounts: Record<string, number> = {};
  const settings: autocannon.Options = {
    url: options.url,
    connections: options.connections ?? 50,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationSeconds ?? 20 }),
    headers: options.headers,
    timeout: 30,
    requests: options.nextRequest
      ? [
          {
            setupRequest: (request) => {
              const next = options.nextRequest!();
              return {
                ...request,
                path: next.path,
                method: next.method ?? "GET",
                body: next.body,
                headers: { ...request.headers, ...next.headers },
              };
            },
          },
        ]
      : undefined,
  };
  const started = performance.now();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(settings, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const failureKinds: Record<string, number> = {};
  const countFailure = (kind: string) => (failureKinds[kind] = (failureKinds[kind] ?? 0) + 1);
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    if (statusCode >= 400) countFailure(String(statusCode));
  });
  // Connection errors, and timeouts (autocannon's "request timed out"); a connection the
  // server ends without answering is not one: autocannon reconnects and asks again.
  instance.on("reqError", (error) => countFailure(errorKind(error)));
  const result = await finished;
  const seconds = options.amount ? (performance.now() - started) / 1000 : (options.durationSeconds ?? 20);
  times.sort((a, b) => a - b);
  const failures =
    Object.entries(statusCounts).reduce((sum, [status, n]) => (Number(status) >= 400 ? sum + n : sum), 0) +
    result.errors +
    result.timeouts;
  return {
    requests: times.length,
    requestsPerSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failures,
    statusCounts,
    failureKinds,
  };
}

export const ms = (value: number) => Math.round(value * 10) / 10;
