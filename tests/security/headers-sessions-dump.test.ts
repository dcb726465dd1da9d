// A copy of the database (a dump, a stolen backup, a read-only SQL injection) must not open
// anyone's session, through the real production bundle over HTTP. The `sessions` table holds
// each token's SHA-256; a public site keeps its signing secret out of the database
// (BETTER_AUTH_SECRET required with an https PUBLIC_URL: server/env.test.ts).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signUp } from "#server/accounts/credentials.server";
import { hashSessionToken } from "#server/accounts/session-token-hash.server";
import { startAppServer } from "#tests/support/app-server";
import { TEST_PASSWORD } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
const app = await startAppServer();

const SESSION_COOKIE = "bv.session_token";
const EMAIL = "victime@exemple.bj";
const OTHERS = ["autre@exemple.bj"];

for (const email of [EMAIL, ...OTHERS]) {
  const fields = { username: "Compte Test", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD };
  expect(await signUp(fields, siteHeaders())).toEqual({ ok: true });
}

async function signIn(email: string) {
  const response = await app.request("/auth", {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email, password: TEST_PASSWORD }),
    headers: { origin: app.baseUrl },
  });
  expect(response.status).toBe(302);
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))!;
  const cookie = setCookie.split(";")[0]!;
  return { cookie, token: decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]! };
}

/** A cookie signed as better-auth signs it (HMAC-SHA-256, base64), by someone holding the secret. */
const forged = (value: string, secret: string) =>
  `${SESSION_COOKIE}=${encodeURIComponent(`${value}.${createHmac("sha256", secret).update(value).digest("base64")}`)}`;

async function signedInEmail(cookie: string) {
  const text = await (await app.request("/_.data", { cookie })).text();
  return [EMAIL, ...OTHERS].find((email) => text.includes(email)) ?? null;
}

describe(`a dump of the database opens no session (${databaseKind})`, () => {
  it("the sessions table holds the token's hash, not what the cookie carries", async () => {
    const { token } = await signIn(EMAIL);
    const rows = await handle.query<{ token: string }>(
      "SELECT s.token FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1",
      [EMAIL],
    );
    expect(rows.map((row) => row.token)).toEqual([hashSessionToken(token)]);
    expect(JSON.stringify(await handle.query("SELECT * FROM sessions"))).not.toContain(token);
  });

  it("every stored token, signed with the secret the same dump holds, gives no session", async () => {
    const { cookie, token } = await signIn(EMAIL);
    // A local site keeps its secret in the database: the dump has it too (the worst case).
    const [{ value: secret }] = (await handle.query<{ value: string }>(
      "SELECT value FROM app_secrets WHERE name = 'auth'",
    )) as [{ value: string }];
    // The forgery is right: the real token, signed so, is the real cookie.
    expect(forged(token, secret)).toBe(cookie);
    const dumped = await handle.query<{ token: string }>("SELECT token FROM sessions");
    expect(dumped.length).toBeGreaterThan(0);
    for (const row of dumped) {
      const attempt = forged(row.token, secret);
      expect(await signedInEmail(attempt)).toBeNull();
      const page = await app.request("/my-bookings", { cookie: attempt, headers: { accept: "text/html" } });
      await page.body?.cancel();
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/auth\?/);
      const session = await app.request("/api/auth/get-session", { cookie: attempt });
      expect(await session.json()).toBeNull();
    }
    // The person's own cookie still works.
    expect(await signedInEmail(cookie)).toBe(EMAIL);
  });
});
