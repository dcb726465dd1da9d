// The production bundle over real HTTP (tests/support/app-server.ts), with the few helpers
// the hostile-input suites share: form posts as a browser without JavaScript sends them,
// and the answer read back as a person would see it (visible text) and as raw HTML (to
// prove that what was typed is escaped).
import http from "node:http";
import { startAppServer, type AppServer } from "#tests/support/app-server";
import { routeBundleNetwork, type ProviderControl } from "./provider";

export type Answer = {
  status: number;
  location: string | null;
  contentType: string;
  headers: Headers;
  /** The raw body. */
  body: string;
  /** What a reader sees: the body without scripts and tags, entities decoded. */
  text: string;
  /** The body parsed as JSON when it is JSON, else undefined. */
  json: unknown;
};

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

export type FormFields = Record<string, string | readonly string[]>;
type Options = { cookie?: string; headers?: Record<string, string> };

export type HostileApp = AppServer & {
  get(path: string, options?: Options): Promise<Answer>;
  /** An urlencoded form post, from one of our own pages (same-origin). */
  post(path: string, fields: FormFields, options?: Options): Promise<Answer>;
  /** Any body, any content type. */
  send(path: string, init: RequestInit & Options): Promise<Answer>;
  /**
   * Exactly these headers, through node:http: fetch sets the Sec-Fetch-* headers itself,
   * so a browser's top-level form post (sec-fetch-mode: navigate) needs this.
   */
  raw(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer>;
  provider: ProviderControl;
};

/**
 * `dataDir`: where the bundle keeps its files (pictures): set before it first reads its
 * settings, so a suite that uploads never writes into the project's ./data.
 */
export async function startHostileApp(options: { dataDir?: string } = {}): Promise<HostileApp> {
  if (options.dataDir) process.env.DATA_DIR = options.dataDir;
  const app = await startAppServer();
  const provider = routeBundleNetwork(app.baseUrl);
  // Our forms post from the address they were served from: React Router refuses an
  // action whose Origin differs from the request's own host (its CSRF check).
  const send = async (path: string, init: RequestInit & Options = {}) => {
    const headers = new Headers(init.headers);
    // A browser, not a link-preview crawler (those get the listing page's preview only).
    if (!headers.has("user-agent")) headers.set("user-agent", BROWSER);
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", app.baseUrl);
    return read(await app.request(path, { ...init, headers }));
  };
  const raw = (path: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        app.baseUrl + path,
        { method: init.method, headers: { "user-agent": BROWSER, origin: app.baseUrl, ...init.headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
                headers.append(name, each);
            }
            const body = Buffer.concat(chunks);
            resolve(read(new Response(body.length ? body : null, { status: response.statusCode!, headers })));
          });
        },
      );
      request.on("error", reject);
      request.end(init.body);
    });
  return {
    ...app,
    provider,
    send,
    raw: (path, init) => raw(path, init),
    get: (path, options = {}) => send(path, options),
    post: (path, fields, options = {}) =>
      send(path, {
        method: "POST",
        cookie: options.cookie,
        headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
        body: formBody(fields),
      }),
  };
}

export function formBody(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") params.append(name, value);
    else for (const each of value) params.append(name, each);
  }
  return params.toString();
}

async function read(response: Response): Promise<Answer> {
  const body = await response.text();
  const contentType = response.headers.get("content-type") ?? "";
  let json: unknown;
  if (contentType.includes("json")) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  return {
    status: response.status,
    location: response.headers.get("location"),
    contentType,
    headers: response.headers,
    body,
    text: visibleText(body),
    json,
  };
}

/** The text of an HTML page as displayed: scripts dropped, tags removed, entities decoded. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, " ")
      .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }[lower]!;
  });
}

/** What React writes for a text value inside HTML (text or attribute). */
export function escapedHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
