// Visitors as a loop of fetches: `concurrency` visitors each asking for the next page of a
// list, one after the other, until stopped. Every answer outside 2xx/3xx and every network
// error or timeout is a failure, kept with what it was. Counts which server answered when
// the balancer says so (its X-Served-By header).
export type PageLoadReport = {
  requests: number;
  failures: { path: string; what: string; at: number }[];
  servedBy: Record<string, number>;
};

export function startPageLoad(options: {
  baseUrl: string;
  paths: string[];
  concurrency: number;
  servedByHeader?: string;
  timeoutMs?: number;
}) {
  const report: PageLoadReport = { requests: 0, failures: [], servedBy: {} };
  let running = true;
  let next = 0;
  const visitor = async () => {
    while (running) {
      const path = options.paths[next++ % options.paths.length]!;
      try {
        const response = await fetch(options.baseUrl + path, {
          redirect: "manual",
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
        await response.arrayBuffer();
        report.requests += 1;
        const server = options.servedByHeader ? response.headers.get(options.servedByHeader) : null;
        if (server) report.servedBy[server] = (report.servedBy[server] ?? 0) + 1;
        if (response.status >= 400) report.failures.push({ path, what: `HTTP ${response.status}`, at: Date.now() });
      } catch (error) {
        report.requests += 1;
        const cause = (error as Error & { cause?: Error }).cause;
        report.failures.push({
          path,
          what: `${(error as Error).message} ${cause?.message ?? ""}`.trim(),
          at: Date.now(),
        });
      }
    }
  };
  const visitors = Array.from({ length: options.concurrency }, visitor);
  return {
    report,
    stop: async () => {
      running = false;
      await Promise.all(visitors);
      return report;
    },
  };
}
