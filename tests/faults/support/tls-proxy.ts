// A TLS-terminating reverse proxy in front of several app processes, round robin, doing
// what docs/DEPLOY.md asks of nginx or Caddy: keep the Host header, append the client's
// address to X-Forwarded-For, set X-Forwarded-Proto: https. Its certificate is
// self-signed, made with openssl for 127.0.0.1; the app processes trust it through
// NODE_EXTRA_CA_CERTS (they call their own public address: the FedaPay stand-in and its
// webhook), and the test's requests through `fetch` below.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** Request header (tests only): the index of the upstream that must answer, instead of the next in turn. */
export const PINNED_UPSTREAM_HEADER = "x-test-upstream";

export type TlsProxy = {
  /** https://127.0.0.1:<port>: the site's PUBLIC_URL. */
  url: string;
  /** The certificate file, for NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  /** Where requests go, in turn. */
  setUpstreams: (urls: string[]) => void;
  /** Which upstream answered each request, in order. */
  served: string[];
  /** fetch that trusts the proxy's certificate (the answer's x-upstream says who answered). */
  fetch: typeof fetch;
  close: () => Promise<void>;
};

/**
 * A certificate for 127.0.0.1 valid one day, and its key, written in `directory`. The
 * address is given as an IP and as a DNS name too (pgBackRest checks DNS names only).
 */
export async function selfSignedCertificate(directory: string) {
  const keyFile = path.join(directory, "key.pem");
  const certificateFile = path.join(directory, "cert.pem");
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-keyout",
    keyFile,
    "-out",
    certificateFile,
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=DNS:127.0.0.1,IP:127.0.0.1",
  ]);
  return { keyFile, certificateFile };
}

export async function startTlsProxy(): Promise<TlsProxy> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "benin-proxy-"));
  const { keyFile, certificateFile } = await selfSignedCertificate(directory);
  const certificate = fs.readFileSync(certificateFile);
  let upstreams: string[] = [];
  let turn = 0;
  const served: string[] = [];

  const server = https.createServer({ key: fs.readFileSync(keyFile), cert: certificate }, (request, response) => {
    if (!upstreams.length) return void response.writeHead(502).end();
    // A test may name the process that must answer (PINNED_UPSTREAM_HEADER: its index).
    const pinned = Number(request.headers[PINNED_UPSTREAM_HEADER]);
    delete request.headers[PINNED_UPSTREAM_HEADER];
    const target = new URL(
      upstreams[Number.isInteger(pinned) && upstreams[pinned] ? pinned : turn++ % upstreams.length]!,
    );
    served.push(target.origin);
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // Host kept as the browser sent it (the public address); the client's address and
        // the scheme travel in X-Forwarded-For and X-Forwarded-Proto.
        headers: { ...request.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "https" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": target.origin });
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;

  const trustingFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const headers = new Headers(init.headers);
    const body = init.body === undefined || init.body === null ? undefined : Buffer.from(String(init.body));
    if (body) headers.set("content-length", String(body.length));
    return new Promise<Response>((resolve, reject) => {
      const request = https.request(
        url,
        { method: init.method ?? "GET", headers: Object.fromEntries(headers), ca: certificate, timeout: 30_000 },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              for (const item of Array.isArray(value) ? value : [value ?? ""]) responseHeaders.append(name, item);
            }
            const status = answer.statusCode ?? 502;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
          });
          answer.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("délai dépassé")));
      request.on("error", reject);
      request.end(body);
    });
  }) as typeof fetch;

  return {
    url: `https://127.0.0.1:${port}`,
    certificateFile,
    setUpstreams: (urls) => {
      upstreams = urls;
    },
    served,
    fetch: trustingFetch,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
