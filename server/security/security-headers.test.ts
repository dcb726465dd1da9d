import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FEDAPAY_CHECKOUT_SOURCE,
  contentSecurityPolicy,
  nonceOf,
  policyFor,
  policySettingsFromEnv,
  securityHeaders,
  strictTransportSecurity,
} from "./security-headers.server";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  const production = contentSecurityPolicy("abc123==", {
    development: false,
    formActionSources: ["https://benin-voyages.bj"],
  });

  it("allows our scripts and styles by nonce, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const policy = directives(production);
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy["style-src"]).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(production).not.toMatch(/unsafe-eval/);
    // Only style attributes may be inline.
    expect(production.match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(policy["style-src-attr"]).toEqual(["'unsafe-inline'"]);
  });

  it("forbids framing, plugins, a foreign <base>, posting forms elsewhere, others' manifests and workers", () => {
    expect(directives(production)).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "worker-src": ["'self'"],
      "form-action": ["'self'", "https://benin-voyages.bj"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
    });
  });

  it("is relaxed only for Vite's dev server (inline HMR scripts and styles, its websocket)", () => {
    const development = directives(contentSecurityPolicy("abc123==", { development: true, formActionSources: [] }));
    expect(development["script-src"]).toContain("'unsafe-inline'");
    expect(development["style-src"]).toContain("'unsafe-inline'");
    expect(development["connect-src"]).toContain("ws:");
    expect(development["frame-ancestors"]).toEqual(["'none'"]);
  });
});

describe("policySettingsFromEnv", () => {
  const saved = { ...process.env };
  afterAll(() => {
    for (const name of ["FEDAPAY_SECRET_KEY", "FEDAPAY_WEBHOOK_SECRET", "FEDAPAY_ENV"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("lets forms reach FedaPay's checkout only when real FedaPay keys are set", () => {
    delete process.env.FEDAPAY_SECRET_KEY;
    delete process.env.FEDAPAY_WEBHOOK_SECRET;
    const standIn = policySettingsFromEnv();
    expect(standIn.formActionSources).not.toContain(FEDAPAY_CHECKOUT_SOURCE);
    expect(standIn.development).toBe(false);
    process.env.FEDAPAY_SECRET_KEY = "sk_sandbox_test";
    process.env.FEDAPAY_WEBHOOK_SECRET = "wh_sandbox_test";
    expect(policySettingsFromEnv().formActionSources).toContain(FEDAPAY_CHECKOUT_SOURCE);
    // A half-configured FedaPay (boot() refuses to start) must not break responses.
    delete process.env.FEDAPAY_SECRET_KEY;
    expect(policySettingsFromEnv().formActionSources).not.toContain(FEDAPAY_CHECKOUT_SOURCE);
  });

  it("is the policy each response gets, written once, with that response's nonce, and follows the settings", () => {
    delete process.env.FEDAPAY_SECRET_KEY;
    delete process.env.FEDAPAY_WEBHOOK_SECRET;
    for (const nonce of ["abc123==", "zz9/+Q=="])
      expect(policyFor(nonce)).toBe(contentSecurityPolicy(nonce, policySettingsFromEnv()));
    expect(policyFor("abc123==")).not.toContain(FEDAPAY_CHECKOUT_SOURCE);
    process.env.FEDAPAY_SECRET_KEY = "sk_sandbox_test";
    process.env.FEDAPAY_WEBHOOK_SECRET = "wh_sandbox_test";
    expect(policyFor("abc123==")).toBe(contentSecurityPolicy("abc123==", policySettingsFromEnv()));
    expect(policyFor("abc123==")).toContain(FEDAPAY_CHECKOUT_SOURCE);
    expect(policyFor("abc123==").match(/'nonce-abc123=='/g)).toHaveLength(2);
  });
});

describe("strictTransportSecurity", () => {
  it("is sent only in production over https", () => {
    expect(strictTransportSecurity({ NODE_ENV: "production", publicUrl: "https://benin-voyages.bj" })).toBe(
      "max-age=31536000",
    );
    expect(strictTransportSecurity({ NODE_ENV: "production", publicUrl: "http://localhost:3000" })).toBeNull();
    expect(strictTransportSecurity({ NODE_ENV: "development", publicUrl: "https://benin-voyages.bj" })).toBeNull();
    expect(strictTransportSecurity({ NODE_ENV: "test", publicUrl: "https://benin-voyages.bj" })).toBeNull();
  });
});

describe("securityHeaders as Express middleware", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    // Mounted twice, as server.js and server/app.ts do: the second pass changes nothing.
    app.use(securityHeaders());
    app.use(securityHeaders());
    app.get("/nonce", (_request, response) => response.send(nonceOf(response)));
    // Stands for the static files (a 404 would carry Express's own policy).
    app.get(/^\/(assets|hero)\//, (_request, response) => response.send("fichier"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("gives each response its own unguessable nonce, the one named in its policy", async () => {
    const [first, second] = await Promise.all([fetch(`${base}/nonce`), fetch(`${base}/nonce`)]);
    const nonces = [await first.text(), await second.text()];
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, response] of [first, second].entries()) {
      expect(Buffer.from(nonces[index]!, "base64")).toHaveLength(16);
      expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonces[index]}'`);
    }
  });

  it("sets the headers on responses it did not write itself, a 404 included", async () => {
    const response = await fetch(`${base}/absent`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it("sends only nosniff with the build's scripts and stylesheets; SVG and other files get every header", async () => {
    const script = await fetch(`${base}/assets/entry.client-abc123.js`);
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(script.headers.get("content-security-policy")).toBeNull();
    expect(script.headers.get("x-frame-options")).toBeNull();
    for (const path of ["/assets/picture.svg", "/assets/page.js.map", "/hero/heritage.svg", "/assets/nested/x.js"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });
});
