// How long a stolen session cookie is worth, through the real production bundle over HTTP:
// at most 30 days after its sign-in however often it is used (the sliding expiry alone
// would keep it alive for ever), and never enough to change the password without typing
// the current one again (server/accounts/recent-password.server.ts).
import { describe, expect, it } from "vitest";
import { changePassword } from "#server/accounts/change-password.server";
import { signUp } from "#server/accounts/credentials.server";
import { readSession } from "#server/accounts/session-user.server";
import { startAppServer } from "#tests/support/app-server";
import { TEST_PASSWORD } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
const app = await startAppServer();

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "bv.session_token";
const PEOPLE = ["longue@exemple.bj", "mois@exemple.bj", "vole@exemple.bj"];
for (const email of PEOPLE) {
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
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`))!
    .split(";")[0]!;
}

/** As if the person had signed in `days` ago and used the site every day since. */
async function signedInDaysAgo(email: string, days: number) {
  await handle.query(
    `UPDATE sessions SET created_at = $1, expires_at = $2
      WHERE user_id = (SELECT id FROM users WHERE email = $3)`,
    [new Date(Date.now() - days * DAY_MS).toISOString(), new Date(Date.now() + 6 * DAY_MS).toISOString(), email],
  );
}

async function signedInEmail(cookie: string) {
  const text = await (await app.request("/_.data", { cookie })).text();
  return PEOPLE.find((email) => text.includes(email)) ?? null;
}

describe(`a session's absolute lifetime (${databaseKind})`, () => {
  it("a session used every day ends 30 days after its sign-in", async () => {
    const cookie = await signIn("longue@exemple.bj");
    await signedInDaysAgo("longue@exemple.bj", 31);
    const page = await app.request("/my-bookings", { cookie, headers: { accept: "text/html" } });
    await page.body?.cancel();
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/auth\?redirectTo=%2Fmy-bookings/);
    expect(await signedInEmail(cookie)).toBeNull();
    const session = await app.request("/api/auth/get-session", { cookie });
    expect(await session.json()).toBeNull();
  });

  it("the sliding renewal never carries a session past 30 days after its sign-in", async () => {
    const cookie = await signIn("mois@exemple.bj");
    await signedInDaysAgo("mois@exemple.bj", 27);
    expect(await signedInEmail(cookie)).toBe("mois@exemple.bj");
    const [row] = await handle.query<{ created_at: string; expires_at: string }>(
      "SELECT created_at, expires_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      ["mois@exemple.bj"],
    );
    expect(new Date(row!.expires_at).getTime()).toBeLessThanOrEqual(new Date(row!.created_at).getTime() + 30 * DAY_MS);
  });
});

describe(`a stolen cookie cannot change the password (${databaseKind})`, () => {
  it("an hour after sign-in, the password change asks for the password and changes nothing", async () => {
    const cookie = await signIn("vole@exemple.bj");
    const { user } = await readSession(new Request(`${app.baseUrl}/`, { headers: { cookie } }));
    const before = await handle.query("SELECT password FROM accounts WHERE user_id = $1", [user!.id]);
    const anHourLater = user!.passwordConfirmedAt!.getTime() + 60 * 60 * 1000;
    const result = await changePassword(
      user!,
      { password: "vole-le-compte", confirmPassword: "vole-le-compte" },
      anHourLater,
    );
    expect(result).toMatchObject({ ok: false, reason: "password_confirmation_required" });
    expect(await handle.query("SELECT password FROM accounts WHERE user_id = $1", [user!.id])).toEqual(before);
    expect(await signedInEmail(cookie)).toBe("vole@exemple.bj");
  });
});
