// Fetching a calendar from a URL a host typed (docs/decisions/024). The URL is someone
// else's to choose, so: http(s) only; the name is resolved once and every address checked
// by the policy; the connection goes to that checked address (no second lookup, so no DNS
// rebinding) and the address actually connected to is checked again; at most 3 redirects,
// each checked the same way; 1 MB at most (reading stops there) and 10 s in all.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { publicAddressesOnly, type AddressPolicy } from "./address-policy.server";

export const MAX_CALENDAR_BYTES = 1_000_000;
export const CALENDAR_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;
export const MAX_CALENDAR_URL_LENGTH = 2_000;

export type FetchFailure =
  "invalid_url" | "address_refused" | "unreachable" | "too_slow" | "too_big" | "http_error" | "too_many_redirects";

export type FetchResult = { ok: true; body: string } | { ok: false; reason: FetchFailure };

export type FetchOptions = {
  /** Tests of the happy path allow their servers on 127.0.0.1; everything else uses the real one. */
  policy?: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
  resolve?: (hostname: string) => Promise<string[]>;
};

/** The URL if it is one the import may ask for: http(s), no credentials, not too long. */
export function parseCalendarUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_CALENDAR_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

class Refused extends Error {
  constructor(readonly reason: FetchFailure) {
    super(reason);
  }
}

async function resolveAll(hostname: string): Promise<string[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

export async function fetchCalendar(address: string, options: FetchOptions = {}): Promise<FetchResult> {
  const policy = options.policy ?? publicAddressesOnly;
  // Elapsed time, not the time of day: the monotonic clock, which tests moving "now" leave alone.
  const deadline = performance.now() + (options.timeoutMs ?? CALENDAR_TIMEOUT_MS);
  let url = parseCalendarUrl(address);
  if (!url) return { ok: false, reason: "invalid_url" };
  try {
    for (let redirects = 0; ; redirects += 1) {
      const answer = await requestOnce(url, policy, deadline, options);
      if ("location" in answer) {
        if (redirects >= MAX_REDIRECTS) return { ok: false, reason: "too_many_redirects" };
        let next: URL | null = null;
        try {
          next = parseCalendarUrl(new URL(answer.location, url).toString());
        } catch {
          next = null;
        }
        if (!next) return { ok: false, reason: "invalid_url" };
        url = next;
        continue;
      }
      return { ok: true, body: answer.body };
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    return { ok: false, reason: performance.now() >= deadline ? "too_slow" : "unreachable" };
  }
}

async function checkedAddress(url: URL, policy: AddressPolicy, options: FetchOptions): Promise<string> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(hostname) ? [hostname] : await (options.resolve ?? resolveAll)(hostname).catch(() => []);
  if (addresses.length === 0) throw new Refused("unreachable");
  // Every address the name has must be allowed: a name pointing also inside is refused.
  if (!addresses.every((candidate) => policy(candidate))) throw new Refused("address_refused");
  return addresses[0]!;
}

function requestOnce(
  url: URL,
  policy: AddressPolicy,
  deadline: number,
  options: FetchOptions,
): Promise<{ body: string } | { location: string }> {
  return checkedAddress(url, policy, options).then(
    (address) =>
      new Promise((resolve, reject) => {
        const left = deadline - performance.now();
        if (left <= 0) return reject(new Refused("too_slow"));
        const family = isIP(address);
        // The connection goes to the address checked above, never to a second lookup.
        const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
              { address, family },
            ]);
          } else callback(null, address, family);
        };
        const client = url.protocol === "https:" ? https : http;
        const maxBytes = options.maxBytes ?? MAX_CALENDAR_BYTES;
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          outcome();
        };
        const request = client.request(
          url,
          {
            method: "GET",
            lookup: pinned,
            agent: false,
            headers: { accept: "text/calendar, text/plain;q=0.5", "user-agent": "calendar-import/1" },
          },
          (response) => {
            const connectedTo = response.socket.remoteAddress ?? "";
            if (!policy(connectedTo)) {
              request.destroy();
              return finish(() => reject(new Refused("address_refused")));
            }
            const status = response.statusCode ?? 0;
            if (status >= 300 && status < 400 && response.headers.location) {
              response.resume();
              request.destroy();
              return finish(() => resolve({ location: response.headers.location! }));
            }
            if (status < 200 || status >= 300) {
              request.destroy();
              return finish(() => reject(new Refused("http_error")));
            }
            const declared = Number(response.headers["content-length"] ?? 0);
            if (declared > maxBytes) {
              request.destroy();
              return finish(() => reject(new Refused("too_big")));
            }
            const chunks: Buffer[] = [];
            let size = 0;
            response.on("data", (chunk: Buffer) => {
              size += chunk.length;
              if (size > maxBytes) {
                request.destroy();
                finish(() => reject(new Refused("too_big")));
                return;
              }
              chunks.push(chunk);
            });
            response.on("end", () => finish(() => resolve({ body: Buffer.concat(chunks).toString("utf8") })));
            response.on("error", () => finish(() => reject(new Refused("unreachable"))));
          },
        );
        const timer = setTimeout(() => {
          request.destroy();
          finish(() => reject(new Refused("too_slow")));
        }, left);
        request.on("error", () => finish(() => reject(new Refused("unreachable"))));
        request.end();
      }),
  );
}
