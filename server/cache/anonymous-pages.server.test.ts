import type { Server } from "node:http";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { parseEnv, setEnv } from "#server/env.server";
import { cacheControl } from "#server/security/cache-control.server";
import { NONCE_LOCAL, securityHeaders } from "#server/security/security-headers.server";
import {
  anonymousPageCache,
  forgetPublicPages,
  isPublicPage,
  keptPages,
  PAGE_TTL_MS,
  setPageCacheEnabled,
} from "./anonymous-pages.server";

// A stand-in for React Router behind the real headers and Cache-Control: each rendering
// is numbered and shows the catalogue as it is when rendered.
let renderings = 0;
// Set by a test: renderings wait for it (a page being rendered while others ask).
let gate: Promise<void> | undefined;
let catalogue = "Villa Ouidah";
const app = express();
app.use(securityHeaders(), cacheControl(), anonymousPageCache());
app.get(["/", "/search", "/en/search", "/property/:id"], async (request, response) => {
  renderings += 1;
  if (request.query.slow) await new Promise((resolve) => setTimeout(resolve, 100));
  await gate;
  const nonce = String(response.locals[NONCE_LOCAL]);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.write(`<style nonce="${nonce}">p{}</style><p>${catalogue} #${renderings}</p>`);
  response.end(`<script nonce="${nonce}">${JSON.stringify(request.query)}</script>`);
});
app.get("/vehicles", (_request, response) => void response.cookie("toast", "1").type("html").send("toast"));
app.get("/accommodations", (_request, response) => void response.status(500).type("html").send("panne"));
app.post("/admin-dashboard", (_request, response) => {
  catalogue = "Villa Ouidah, Case Ganvié";
  response.redirect(303, "/admin-dashboard");
});

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  setEnv(parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1", BETTER_AUTH_SECRET: "s".repeat(32) }));
  setPageCacheEnabled(true);
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  setPageCacheEnabled(undefined);
  setClock(null);
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  forgetPublicPages();
  setClock(null);
});

const untilKept = async () => {
  while (keptPages().entries === 0) await new Promise((resolve) => setTimeout(resolve, 5));
};
const get = (path: string, headers: Record<string, string> = {}) => fetch(baseUrl + path, { headers });
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1]!;

describe("anonymous page cache", () => {
  it("renders once, then answers each visitor with its own nonce, in the body and the policy", async () => {
    setClock("2026-11-25T10:00:00Z");
    const first = await get("/");
    const second = await get("/");
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(secondBody.replaceAll(nonceOf(second), "N")).toBe(firstBody.replaceAll(nonceOf(first), "N"));
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondBody).toContain(`<script nonce="${nonceOf(second)}">`);
    expect(secondBody).not.toContain(nonceOf(first));
    expect(second.headers.get("cache-control")).toBe("no-cache");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("x-frame-options")).toBe("DENY");
  });

  it("shows a change made elsewhere (another process, a job) once the TTL has passed, not before", async () => {
    setClock("2026-11-25T10:00:00Z");
    const before = await (await get("/")).text();
    await untilKept();
    catalogue = "Villa Ouidah, Maison Abomey";
    // Its last second: one visitor renders it again (refresh ahead), the others still get it.
    setClock(Date.parse("2026-11-25T10:00:00Z") + PAGE_TTL_MS - 1_001);
    expect(await (await get("/")).text()).toContain(before.match(/Villa Ouidah #\d+/)![0]);
    setClock(Date.parse("2026-11-25T10:00:00Z") + PAGE_TTL_MS);
    expect(await (await get("/")).text()).toContain("Maison Abomey");
  });

  it("shows a write taken by this process at once (an approval posted to the dashboard)", async () => {
    setClock("2026-11-25T10:00:00Z");
    expect(await (await get("/")).text()).not.toContain("Case Ganvié");
    const posted = await fetch(`${baseUrl}/admin-dashboard`, { method: "POST", redirect: "manual" });
    expect(posted.status).toBe(303);
    expect(await (await get("/")).text()).toContain("Case Ganvié");
  });

  it("never serves nor fills it for a signed-in person", async () => {
    const session = { cookie: "bv.session_token=abc.def" };
    const anonymous = await (await get("/")).text();
    const signedIn = await get("/", session);
    expect(await signedIn.text()).not.toBe(anonymous);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const rendered = renderings;
    await get("/search?destination=cotonou", session);
    await get("/search?destination=cotonou");
    expect(renderings).toBe(rendered + 2);
  });

  it("keeps one page per address as sent, per language and per visitor kind", async () => {
    const start = renderings;
    await get("/search?destination=cotonou&guests=2");
    await get("/search?destination=cotonou&guests=2");
    expect(renderings).toBe(start + 1);
    await get("/search?guests=2&destination=cotonou");
    expect(renderings).toBe(start + 2);
    await get("/search?destination=ouidah&guests=2");
    await get("/en/search?destination=cotonou&guests=2");
    await get("/property/1", { "user-agent": "WhatsApp/2.23.20.0 A" });
    await get("/property/1", { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" });
    await get("/property/1", { "user-agent": "WhatsApp/2.23.20.0 A" });
    expect(renderings).toBe(start + 6);
  });

  it("renders once for the visitors who ask while it is rendered, each with its own nonce", async () => {
    const start = renderings;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/search?slow=1")));
    expect(renderings).toBe(start + 1);
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(5);
    for (const [index, answer] of answers.entries()) expect(await answer.text()).toContain(`nonce="${nonces[index]}"`);
  });

  it("renders a page again during its last second while the others are still served the kept one", async () => {
    setClock("2026-11-25T10:00:00Z");
    await get("/search?ahead=1");
    await untilKept(); // kept as the first answer ends
    const start = renderings;
    setClock(Date.parse("2026-11-25T10:00:00Z") + PAGE_TTL_MS - 500);
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const refreshing = get("/search?ahead=1");
    while (renderings === start) await new Promise((resolve) => setTimeout(resolve, 5));
    const served = await get("/search?ahead=1");
    expect(await served.text()).toContain(`#${start}<`);
    open();
    gate = undefined;
    expect(await (await refreshing).text()).toContain(`#${start + 1}<`);
    expect(renderings).toBe(start + 1);
  });

  it("keeps no answer that sets a cookie or is not a 200", async () => {
    for (const path of ["/vehicles", "/accommodations"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.status).toBe(first.status);
      expect(second.headers.get("set-cookie")).toBe(first.headers.get("set-cookie"));
    }
    expect((await get("/vehicles")).headers.get("set-cookie")).toContain("toast=1");
    expect((await get("/accommodations")).status).toBe(500);
  });

  it("answers Brotli compressed once, spliced with each answer's own nonce", async () => {
    const first = await get("/search?brotli=1");
    const expected = (await first.text()).replaceAll(nonceOf(first), "N");
    let answer = await get("/search?brotli=1", { "accept-encoding": "br" });
    for (let tries = 0; answer.headers.get("content-encoding") !== "br" && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await get("/search?brotli=1", { "accept-encoding": "br" });
    }
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(answer.headers.get("vary")).toMatch(/Accept-Encoding/);
    const body = await answer.text();
    expect(body).toContain(`nonce="${nonceOf(answer)}"`);
    expect(body.replaceAll(nonceOf(answer), "N")).toBe(expected);
    // As a browser asks (Brotli last, all at the same weight): the kept Brotli copy too.
    const browser = await get("/search?brotli=1", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers.get("content-encoding")).toBe("br");
    expect((await browser.text()).replaceAll(nonceOf(browser), "N")).toBe(expected);
    const plain = await get("/search?brotli=1", { "accept-encoding": "gzip" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).replaceAll(nonceOf(plain), "N")).toBe(expected);
  });

  it("compresses a kept page when it is first served again, once for the visitors served meanwhile", async () => {
    const first = await get("/search?lazy=1", { "accept-encoding": "br" });
    await first.text();
    await untilKept();
    // Asked once: kept as rendered, never compressed (its visitor got it from the rendering).
    expect(keptPages()).toMatchObject({ entries: 1, compressed: 0 });
    const plain = await get("/search?lazy=1");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(keptPages().compressed).toBe(0);
    const plainBytes = keptPages().bytes;
    // Counted as rendered (its nonce is as long as any other).
    expect(plainBytes).toBe(Buffer.byteLength(await plain.clone().text()));
    const again = await Promise.all(
      Array.from({ length: 3 }, () => get("/search?lazy=1", { "accept-encoding": "br" })),
    );
    for (const answer of again) {
      expect(answer.headers.get("content-encoding")).toBe("br");
      expect((await answer.text()).replaceAll(nonceOf(answer), "N")).toBe(
        (await plain.clone().text()).replaceAll(nonceOf(plain), "N"),
      );
    }
    expect(keptPages()).toMatchObject({ entries: 1, compressed: 1 });
    // The plain body is let go once the Brotli copy is made: a visitor without Brotli gets
    // that copy decoded, with their own nonce.
    expect(keptPages().bytes).toBeGreaterThan(0);
    expect(keptPages().bytes).toBeLessThan(plainBytes);
    const after = await get("/search?lazy=1", { "accept-encoding": "gzip" });
    expect(after.headers.get("content-encoding")).toBeNull();
    const afterBody = await after.text();
    expect(afterBody).toContain(`nonce="${nonceOf(after)}"`);
    expect(afterBody.replaceAll(nonceOf(after), "N")).toBe((await plain.text()).replaceAll(nonceOf(plain), "N"));
  });

  it("keeps the public pages of both languages and their data, never a private page", () => {
    for (const path of ["/", "/en", "/en/", "/_root.data", "/en.data", "/search", "/en/search.data", "/category/villa"])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of ["/property/1", "/en/property/1.data", "/vehicles", "/faq"])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      "/auth",
      "/two-factor",
      "/my-bookings",
      "/en/account",
      "/admin-dashboard",
      "/contact",
      "/.data",
    ])
      expect(isPublicPage(path), path).toBe(false);
    for (const path of ["/property/1/edit", "/search/x", "/robots.txt", "/api/notifications", "/en/auth.data"])
      expect(isPublicPage(path), path).toBe(false);
  });

  it("answers HEAD from a kept page without a body", async () => {
    await get("/");
    const head = await fetch(`${baseUrl}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await head.text()).toBe("");
  });
});
