// One request of the matrix as a browser (or a script) would send it, and its answer in a
// form the tables can compare: the status, the redirect target, and the body text.
// React Router answers a `.data` request that redirects with 202 and the target inside
// the body (single fetch); both forms are read back as "a redirect to X".
import type { AppServer } from "#tests/support/app-server";
import type { Actor } from "./actors";

// A person's browser: fetch's own "node" agent would be taken for a link-preview crawler.
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

export type Answer = { status: number; redirect: string | null; body: string; contentType: string };

export type FormFields = Record<string, string | string[]>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
  form?: FormFields;
  json?: unknown;
  body?: BodyInit;
  accept?: string;
  headers?: Record<string, string>;
};

function formBody(fields: FormFields) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

/**
 * The redirect inside a single-fetch answer: a loader's comes wrapped
 * (`[["SingleFetchRedirect",1],{…},"redirect","/x",…]`), an action's bare (`[{…},"redirect","/x",…]`).
 */
export function singleFetchRedirect(body: string): string | null {
  let values: unknown[];
  try {
    values = JSON.parse(body.split("\n", 1)[0]!) as unknown[];
  } catch {
    return null;
  }
  const wrapped = Array.isArray(values[0]) && values[0][0] === "SingleFetchRedirect";
  const fields = (wrapped ? values[1] : values[0]) as Record<string, number> | undefined;
  if (!fields || typeof fields !== "object") return null;
  for (const [key, index] of Object.entries(fields)) {
    if (values[Number(key.slice(1))] === "redirect" && typeof values[index] === "string") return values[index];
  }
  return null;
}

export async function send(app: AppServer, actor: Actor, path: string, options: RequestOptions = {}): Promise<Answer> {
  const method = options.method ?? (options.form || options.json || options.body ? "POST" : "GET");
  const headers: Record<string, string> = {
    accept: options.accept ?? "text/html",
    "user-agent": BROWSER,
    ...options.headers,
  };
  // A page of our own site posting: its Origin is the address the browser is on. (React
  // Router compares Origin with Host, so the test server's own address is the right one.)
  if (method !== "GET" && method !== "HEAD" && !Object.keys(headers).some((name) => name.toLowerCase() === "origin")) {
    headers.origin = app.baseUrl;
  }
  let body: BodyInit | undefined = options.body;
  if (options.form) body = formBody(options.form);
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  }
  const response = await app.request(path, { method, headers, body, cookie: actor.cookie });
  const text = method === "HEAD" ? "" : await response.text();
  const contentType = response.headers.get("content-type") ?? "";
  const fetched = response.status === 202 ? singleFetchRedirect(text) : null;
  if (fetched !== null) return { status: 302, redirect: fetched, body: text, contentType };
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  return { status: response.status, redirect: location, body: text, contentType };
}
