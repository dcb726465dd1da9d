// A copy of the database must not let anyone take over a session: the `sessions` table
// holds each token's SHA-256, never the token the cookie carries.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { migrate, migrationsDirectory } from "#server/db/migrate.server";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { loadApplicationSecret } from "./application-secret.server";
import { hashSessionToken } from "./session-token-hash.server";
import { readSession } from "./session-user.server";

const handle = await useTestDatabase();
const MIGRATION = fs.readdirSync(migrationsDirectory()).find((name) => name.endsWith("_session_hardening.sql"))!;

const request = (cookie: string) => new Request("http://localhost:3000/", { headers: { cookie } });
/** The session cookie among those a browser sends (the known-device cookie may follow it). */
const sessionCookieOf = (cookies: string) => cookies.split("; ").find((pair) => pair.startsWith("bv.session_token="))!;
/** The token inside a `bv.session_token=<token>.<signature>` cookie. */
const tokenOf = (cookies: string) => {
  const cookie = sessionCookieOf(cookies);
  return decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]!;
};
/** A cookie as better-auth signs it: HMAC-SHA-256 of the value with the secret, base64. */
const signedCookie = (value: string, secret: string) =>
  `bv.session_token=${encodeURIComponent(`${value}.${createHmac("sha256", secret).update(value).digest("base64")}`)}`;
const storedTokens = async (userId: string) =>
  (await handle.query<{ token: string }>("SELECT token FROM sessions WHERE user_id = $1", [userId])).map(
    (row) => row.token,
  );

describe(`session tokens stored hashed (${databaseKind})`, () => {
  it("keeps the SHA-256 of the cookie's token in the database, never the token", async () => {
    const { userId, cookie } = await signedInUser("stockage@exemple.bj");
    const token = tokenOf(cookie);
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await storedTokens(userId)).toEqual([hashSessionToken(token)]);
    expect((await readSession(request(cookie))).user?.email).toBe("stockage@exemple.bj");
  });

  it("a token read from a dump of the database opens no session, even signed with the secret", async () => {
    const { userId, cookie } = await signedInUser("copie@exemple.bj");
    // The worst case: the dump also holds the signing secret (app_secrets, on a local site).
    const secret = await loadApplicationSecret(handle);
    // The forgery is made the way better-auth signs: the real token, signed so, is the real cookie.
    expect(signedCookie(tokenOf(cookie), secret)).toBe(sessionCookieOf(cookie));
    const [dumped] = await storedTokens(userId);
    const { user, headers } = await readSession(request(signedCookie(dumped!, secret)));
    expect(user).toBeNull();
    // Nor is the real session harmed: it still opens with its own cookie.
    expect(headers.getSetCookie().join()).not.toMatch(/session_token=[^;]+\.[^;]+;/);
    expect((await readSession(request(cookie))).user?.email).toBe("copie@exemple.bj");
  });

  it(`migration ${MIGRATION} hashes the tokens stored before it: the sessions open keep working`, async () => {
    const { userId, cookie } = await signedInUser("avant@exemple.bj");
    const token = tokenOf(cookie);
    // As the row was before the migration: the token as it is.
    await handle.query("UPDATE sessions SET token = $1 WHERE user_id = $2", [token, userId]);
    await handle.query("DELETE FROM sessions WHERE user_id <> $1", [userId]);
    await handle.query("DELETE FROM schema_migrations WHERE name = $1", [MIGRATION]);
    expect(await migrate(handle)).toEqual([MIGRATION]);
    expect(await storedTokens(userId)).toEqual([hashSessionToken(token)]);
    expect((await readSession(request(cookie))).user?.email).toBe("avant@exemple.bj");
  });
});
