import { afterAll, describe, expect, it } from "vitest";
import { getEnv, setEnv } from "#server/env.server";
import { saidAccount } from "#tests/support/in-words";

// Production behind https: set before this file's auth instance is created (one per database).
const original = getEnv();
// A public site's signing secret comes from the environment (env.server.ts).
setEnv({
  ...original,
  NODE_ENV: "production",
  publicUrl: "https://benin-voyages.bj",
  BETTER_AUTH_SECRET: "secret-de-test-".repeat(3),
});
afterAll(() => setEnv(original));

const { useTestDatabase } = await import("#tests/support/test-database");
const { secureCookies } = await import("./auth.server");
const { signIn, signUp } = await import("./credentials.server");
const { siteHeaders } = await import("#tests/support/site-requests");
await useTestDatabase();

describe("Secure session cookie", () => {
  it("is Secure only in production behind https (npm start on http://localhost keeps working)", () => {
    expect(secureCookies({ NODE_ENV: "production", publicUrl: "https://benin-voyages.bj" })).toBe(true);
    expect(secureCookies({ NODE_ENV: "production", publicUrl: "http://localhost:3000" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "development", publicUrl: "https://benin-voyages.bj" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "test", publicUrl: "https://benin-voyages.bj" })).toBe(false);
  });

  it("sets the session cookie with Secure, HttpOnly and SameSite=Lax in production over https", async () => {
    const fields = {
      username: "Afi Houngbo",
      email: "afi@exemple.bj",
      password: "Secret-Kpeve-123",
      confirmPassword: "Secret-Kpeve-123",
    };
    expect(await saidAccount(signUp(fields, siteHeaders()), "signUp")).toEqual({ ok: true });
    const result = await saidAccount(
      signIn({ email: fields.email, password: fields.password }, siteHeaders()),
      "signIn",
    );
    if (!result.ok) throw new Error(result.message);
    const cookie = result.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("is named with the __Host- prefix: Secure, Path=/ and no Domain, so no other host of the domain can set it", async () => {
    const fields = {
      username: "Bio Sika",
      email: "bio@exemple.bj",
      password: "Secret-Kpeve-456",
      confirmPassword: "Secret-Kpeve-456",
    };
    expect(await saidAccount(signUp(fields, siteHeaders()), "signUp")).toEqual({ ok: true });
    const result = await saidAccount(
      signIn({ email: fields.email, password: fields.password }, siteHeaders()),
      "signIn",
    );
    if (!result.ok) throw new Error(result.message);
    const cookie = result.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/^__Host-bv\.session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
  });
});
