// For tests: a FedaPay that misbehaves on demand. An HTTP server placed in front of the
// local stand-in (or of nothing: then it is a scripted fake FedaPay) that forwards every
// request unchanged unless a rule matches it. A rule answers in FedaPay's place (a 401, a
// 429, a 500, a fixed body), rewrites the stand-in's JSON answer (an unknown status,
// amounts as strings, `currency_id` without the nested currency, `metadata: []`), hangs
// (a timeout), forwards and then hangs (the work done, the answer lost) or drops the
// connection (a network error).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

export type FaultRule = {
  method?: string;
  /** Matched against the request's path and query, e.g. /\/v1\/transactions\/\d+/. */
  path: RegExp;
  /** How many requests it applies to (default: every one until cleared). */
  times?: number;
} & (
  | { respond: { status: number; body?: unknown } }
  /** A scripted answer, computed from the request (a fake FedaPay with no stand-in behind). */
  | { reply: (request: { method: string; path: string; body: unknown }) => { status: number; body: unknown } }
  | { rewrite: (body: unknown, status: number) => unknown }
  | { hang: true }
  /** FedaPay does the work, and its answer never comes (the caller dies or times out waiting). */
  | { forwardThenHang: true }
  | { drop: true }
);

export type SeenRequest = { method: string; path: string };

/** `target`: the server the stand-in lives on (its URL); without one, unmatched requests answer 404. */
export async function startFedaPayFaultProxy(target?: string) {
  let rules: FaultRule[] = [];
  const seen: SeenRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void handle(request, Buffer.concat(chunks), response).catch((error: unknown) => {
        response.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ message: String(error) }));
      });
    });
  });

  async function handle(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const method = request.method ?? "GET";
    const path = request.url ?? "/";
    seen.push({ method, path });
    const rule = takeRule(method, path);
    if (rule && "hang" in rule) return void hanging.add(response);
    if (rule && "drop" in rule) return void request.socket.destroy();
    if (rule && "respond" in rule) return sendJson(response, rule.respond.status, rule.respond.body ?? {});
    if (rule && "reply" in rule) {
      const answer = rule.reply({
        method,
        path,
        body: body.length ? (JSON.parse(body.toString("utf8")) as unknown) : null,
      });
      return sendJson(response, answer.status, answer.body);
    }
    if (!target) return sendJson(response, 404, { message: "Not Found" });
    const forwarded = await fetch(`${target}${path}`, {
      method,
      headers: forwardHeaders(request.headers),
      body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body),
      redirect: "manual",
    });
    const text = await forwarded.text();
    if (rule && "forwardThenHang" in rule) return void hanging.add(response);
    if (rule && "rewrite" in rule) {
      return sendJson(response, forwarded.status, rule.rewrite(JSON.parse(text) as unknown, forwarded.status));
    }
    const headers: Record<string, string> = {};
    forwarded.headers.forEach((value, key) => {
      if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(key))
        headers[key] = value;
    });
    response.writeHead(forwarded.status, headers).end(text);
  }

  function takeRule(method: string, path: string) {
    const rule = rules.find(
      (candidate) => (!candidate.method || candidate.method === method) && candidate.path.test(path),
    );
    if (rule?.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) rules = rules.filter((candidate) => candidate !== rule);
    }
    return rule;
  }

  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  return {
    url,
    /** Every request received, in order. */
    seen,
    /** Adds a rule; the first matching rule wins, in the order added. */
    add(rule: FaultRule) {
      rules.push(rule);
    },
    clear() {
      rules = [];
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
  };
}

export type FedaPayFaultProxy = Awaited<ReturnType<typeof startFedaPayFaultProxy>>;

/** Rewrites `{"v1/transaction": {...}}` with `change` applied to the transaction. */
export function changeTransaction(change: (transaction: Record<string, unknown>) => Record<string, unknown>) {
  return (body: unknown) => {
    const wrapper = body as { "v1/transaction"?: Record<string, unknown> };
    return wrapper["v1/transaction"] ? { ...wrapper, "v1/transaction": change(wrapper["v1/transaction"]) } : body;
  };
}

function forwardHeaders(headers: http.IncomingHttpHeaders) {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined || ["host", "connection", "content-length"].includes(key)) continue;
    result[key] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
