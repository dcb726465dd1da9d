// The production bundle as a public deployment runs it: NODE_ENV=production, PUBLIC_URL
// over https, real FedaPay keys. HSTS is sent, the session cookie is Secure (with the
// __Host- prefix), forms may reach FedaPay's checkout, and the stand-in is gone.
import { describe, expect, it } from "vitest";

// Before anything reads the settings: the bundle parses process.env at its first request.
const PUBLIC_URL = "https://benin-voyages.bj";
Object.assign(process.env, {
  NODE_ENV: "production",
  PUBLIC_URL,
  FEDAPAY_SECRET_KEY: "sk_live_cle_de_test",
  FEDAPAY_WEBHOOK_SECRET: "wh_live_secret_de_test",
  FEDAPAY_ENV: "live",
  // Required on a public site: the signing secret is never kept in the database there.
  BETTER_AUTH_SECRET: "secret-de-production-pour-les-tests-0123456789",
  // A public site sends its e-mails (or says explicitly that it keeps them on disk).
  MAIL_ON_DISK: "on",
});

const { signUp } = await import("#server/accounts/credentials.server");
const { siteHeaders } = await import("#tests/support/site-requests");
const { startAppServer } = await import("#tests/support/app-server");
const { TEST_PASSWORD } = await import("#tests/support/sessions");
const { useTestDatabase } = await import("#tests/support/test-database");

await useTestDatabase();
const app = await startAppServer();

describe("in production over https", () => {
  it("sends HSTS with every response, pages and refusals alike", async () => {
    for (const path of ["/", "/robots.txt", "/page-qui-n-existe-pas", "/media/properties/0123456789abcdef/400.webp"]) {
      const response = await app.request(path);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      await response.body?.cancel();
    }
  });

  it("lets forms reach FedaPay's checkout, and nothing else outside the site", async () => {
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`form-action 'self' ${PUBLIC_URL} https://*.fedapay.com;`);
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*';/);
  });

  it("no longer serves the payment stand-in", async () => {
    const response = await app.request("/fedapay-standin/checkout/un-jeton");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Simulateur FedaPay");
  });

  it("sets the session cookie Secure, HttpOnly, SameSite=Lax under the __Host- prefix, and it works", async () => {
    const email = "afi@exemple.bj";
    const fields = { username: "Afi Houngbo", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
    expect(await signUp(fields, siteHeaders())).toEqual({ ok: true });
    // The browser on https://benin-voyages.bj, behind a proxy that forwards host and scheme
    // (with the port: @react-router/express takes it from Host when X-Forwarded-Host has none).
    const site = {
      origin: PUBLIC_URL,
      "x-forwarded-host": `${new URL(PUBLIC_URL).host}:443`,
      "x-forwarded-proto": "https",
    };
    const response = await app.request("/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email, password: TEST_PASSWORD }),
      headers: site,
    });
    expect(response.status).toBe(302);
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("__Host-bv.session_token="));
    expect(setCookie, response.headers.getSetCookie().join("\n")).toBeTruthy();
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    // What __Host- requires of the cookie, or the browser drops it.
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(setCookie).not.toMatch(/;\s*Domain=/i);
    // The plain name is not read in production: only the prefixed cookie opens the session.
    const cookie = setCookie!.split(";")[0]!;
    const withCookie = await (await app.request("/_.data", { cookie })).text();
    expect(withCookie).toContain(email);
    const unprefixed = await (await app.request("/_.data", { cookie: cookie.replace("__Host-", "") })).text();
    expect(unprefixed).not.toContain(email);
    // Nor the __Secure- name, which a subdomain of the site could set for the whole domain.
    const secureOnly = await (await app.request("/_.data", { cookie: cookie.replace("__Host-", "__Secure-") })).text();
    expect(secureOnly).not.toContain(email);
  });
});
