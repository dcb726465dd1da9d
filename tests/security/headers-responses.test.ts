// The security headers through the real production bundle, on every kind of response the
// app writes (pages, data, resource routes, media, the stand-in, refusals, 404s), and the
// nonce on every inline script of the rendered pages. Static files (served by server.js)
// are checked in tests/e2e/content-security.spec.ts.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "#server/seed/factories.server";
import { startAppServer } from "#tests/support/app-server";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startAppServer();

function expectSecurityHeaders(response: Response, what: string) {
  const headers = Object.fromEntries(response.headers);
  expect(headers, what).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": expect.any(String),
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": expect.stringMatching(/camera=\(\), microphone=\(\), geolocation=\(\)/),
    "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
  });
  // Tests run over http with NODE_ENV=test: HSTS would be a lie here.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** The nonce a page's policy names; fails when scripts are not nonce-restricted. */
function policyNonce(response: Response) {
  const policy = response.headers.get("content-security-policy") ?? "";
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/]+=*)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
  return nonce!;
}

/** Every <script> and <style> start tag, and every inline event handler attribute. */
function inlineCode(html: string) {
  return {
    elements: html.match(/<(script|style)\b[^>]*>/gi) ?? [],
    handlers: html.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [],
  };
}

describe("pages rendered by React Router", () => {
  it("give the policy's nonce to every inline script, and contain no inline handler", async () => {
    const host = await createUser({ email: "hote@exemple.bj", roles: ["host"] });
    const listing = await createListing({ userId: host.id });
    const { cookie } = await signedInUser("lecteur@exemple.bj");
    const pages: [string, string?][] = [
      ["/"],
      ["/auth"],
      ["/accommodations"],
      ["/search?destination=cotonou"],
      ["/faq"],
      ["/page-qui-n-existe-pas"],
      [`/property/${listing.id}`, cookie],
      ["/my-bookings", cookie],
    ];
    for (const [path, withCookie] of pages) {
      const response = await app.request(path, { cookie: withCookie, headers: { accept: "text/html" } });
      expect(response.status, path).toBe(path === "/page-qui-n-existe-pas" ? 404 : 200);
      expectSecurityHeaders(response, path);
      const nonce = policyNonce(response);
      const { elements, handlers } = inlineCode(await response.text());
      expect(elements.length, path).toBeGreaterThan(0);
      for (const element of elements) expect(element, path).toContain(`nonce="${nonce}"`);
      expect(handlers, path).toEqual([]);
    }
  });

  it("choose a new nonce for each response", async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 3; index += 1) nonces.add(policyNonce(await app.request("/")));
    expect(nonces.size).toBe(3);
  });

  it("answer a build file that does not exist (made up, or from an older deploy) with a plain 404, never a 500", async () => {
    for (const path of ["/assets/nope-0000.js", "/assets/old-deploy.css", "/assets/..%2f..%2fpackage.json"]) {
      const response = await app.request(path, { headers: { "accept-encoding": "br" } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe("Page introuvable.");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("render an attacker's text as text, never as a script", async () => {
    const response = await app.request(`/search?destination=${encodeURIComponent('"><script>alert(1)</script>')}`);
    const nonce = policyNonce(response);
    const { elements } = inlineCode(await response.text());
    for (const element of elements) expect(element).toContain(`nonce="${nonce}"`);
  });
});

describe("every other response", () => {
  it.each([
    ["the root data", "/_.data", {}, 200],
    ["robots.txt", "/robots.txt", {}, 200],
    ["the sitemap", "/sitemap.xml", {}, 200],
    ["an unknown picture", "/media/properties/0123456789abcdef/400.webp", {}, 404],
    ["a malformed picture path", "/media/properties/..%2F..%2Fetc%2Fpasswd/1.webp", {}, 404],
    ["the session endpoint", "/api/auth/get-session", {}, 200],
    ["a closed better-auth endpoint", "/api/auth/update-user", { method: "POST", body: "{}" }, 404],
    [
      "a form posted from another site",
      "/contact",
      { method: "POST", body: "a=b", headers: { origin: "https://evil.example" } },
      403,
    ],
    ["a body too large", "/contact", { method: "POST", body: "a".repeat(1024 * 1024 + 1) }, 413],
    [
      "a forged FedaPay webhook",
      "/api/webhooks/fedapay",
      { method: "POST", body: "{}", headers: { "content-type": "application/json" } },
      400,
    ],
    ["a data request for a missing page", "/nope.data", {}, 404],
  ] as const)("%s (%s) carries the headers", async (_name, path, init, status) => {
    const response = await app.request(path, init as RequestInit);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, path);
    await response.body?.cancel();
  });
});

describe("the FedaPay stand-in's checkout page", () => {
  it("keeps its own stricter policy: its stylesheet by hash, no script, posts only here and back", async () => {
    const response = await app.request("/fedapay-standin/checkout/jeton-inconnu");
    expect(response.status).toBe(404);
    expectSecurityHeaders(response, "stand-in");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const policy = response.headers.get("content-security-policy")!;
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    const hash = createHash("sha256")
      .update(style ?? "")
      .digest("base64");
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self' ${new URL(app.origin).origin}; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(html).not.toMatch(/<script/i);
  });
});
