// The bundle believes it is served at its configured public address (PUBLIC_URL, by
// default http://localhost:3000): its FedaPay stand-in client and the stand-in's webhook
// deliveries go there. In tests the bundle listens on a random port instead, so those
// requests are routed to it here, through the process's fetch. The same switch lets a
// test make FedaPay unreachable or make it answer a doctored transaction.
import { afterAll } from "vitest";
import { getEnv } from "#server/env.server";

export type ProviderControl = {
  /** Every call to FedaPay's API: 'refused', the connection fails; 'error', it answers 503. */
  down: false | "refused" | "error";
  /** Rewrites the transaction FedaPay answers to GET /v1/transactions/{id}. */
  doctor?: (transaction: Record<string, unknown>) => Record<string, unknown>;
  /** How many times the app read a transaction back from FedaPay. */
  reads: number;
};

const API = /^\/fedapay-standin\/v1\//;
const TRANSACTION_READ = /^\/fedapay-standin\/v1\/transactions\/\d+$/;

export function routeBundleNetwork(baseUrl: string): ProviderControl {
  const control: ProviderControl = { down: false, reads: 0 };
  const configured = getEnv().publicUrl;
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(configured)) return original(input, init);
    const routed = baseUrl + url.slice(configured.length);
    const { pathname } = new URL(routed);
    if (!API.test(pathname)) return original(routed, init);
    if (control.down === "refused") {
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      });
    }
    if (control.down === "error") return new Response('{"message":"Service Unavailable"}', { status: 503 });
    const isRead = TRANSACTION_READ.test(pathname) && (init?.method ?? "GET") === "GET";
    if (!isRead) return original(routed, init);
    control.reads += 1;
    const response = await original(routed, init);
    if (!control.doctor || !response.ok) return response;
    const json = (await response.json()) as { "v1/transaction": Record<string, unknown> };
    const doctored = { "v1/transaction": control.doctor(json["v1/transaction"]) };
    return new Response(JSON.stringify(doctored), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  afterAll(() => {
    globalThis.fetch = original;
  });
  return control;
}
