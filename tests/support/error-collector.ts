// A stand-in for the error tracker (Sentry, GlitchTip): records the envelopes it is sent,
// with the auth header, and answers 200 as they do.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

export type ReceivedEnvelope = {
  path: string;
  auth: string | undefined;
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  event: {
    level?: string;
    logger?: string;
    tags?: Record<string, string | undefined>;
    exception?: { values: { type: string; value: string }[] };
    message?: { formatted: string };
  };
};

export async function startErrorCollector() {
  const received: ReceivedEnvelope[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const [header, item, event] = body
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
      received.push({ path: request.url ?? "", auth: request.headers["x-sentry-auth"] as string, header, item, event });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://cle-publique@127.0.0.1:${port}/42`,
    received,
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = performance.now() + timeoutMs;
      while (received.length < count && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
  };
}
