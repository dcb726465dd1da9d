// Sessions through the real production bundle over HTTP: a session cannot be fixed (a
// token planted before sign-in is never the one authenticated; a forged or tampered
// cookie gives no session) nor reused after sign-out, sign-out everywhere or a password
// reset; every cookie we set is HttpOnly and SameSite=Lax.
import { describe, expect, it } from "vitest";
import { signUp } from "#server/accounts/credentials.server";
import { hashSessionToken } from "#server/accounts/session-token-hash.server";
import { startAppServer } from "#tests/support/app-server";
import { TEST_PASSWORD } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
const app = await startAppServer();

// Over http (NODE_ENV=test) the cookie has no __Secure- prefix; see headers-production.test.ts.
const SESSION_COOKIE = "bv.session_token";
// Our pages' Origin. React Router compares it with Host itself (the app listens on
// 127.0.0.1, not on PUBLIC_URL), so forms are posted as from the address actually served.
const OWN_ORIGIN = { origin: app.baseUrl };

async function createAccount(email: string) {
  const result = await signUp(
    { username: "Compte Test", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    siteHeaders(),
  );
  expect(result).toEqual({ ok: true });
}

function sessionSetCookie(response: Response) {
  return response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
}

/** Signs in through the /auth form, optionally with a cookie already in the browser. */
async function signIn(email: string, options: { password?: string; cookie?: string } = {}) {
  const response = await app.request("/auth", {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email, password: options.password ?? TEST_PASSWORD }),
    headers: OWN_ORIGIN,
    cookie: options.cookie,
  });
  expect(response.status).toBe(302);
  const setCookie = sessionSetCookie(response);
  expect(setCookie, "cookie de session").toBeTruthy();
  const cookie = setCookie!.split(";")[0]!;
  return { cookie, token: tokenOf(cookie), setCookie: setCookie! };
}

/** The session token inside a cookie (`name=token.signature`, URL-encoded). */
function tokenOf(cookie: string) {
  return decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]!;
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return app.request(path, { method: "POST", body: new URLSearchParams(fields), headers: OWN_ORIGIN, cookie });
}

/** Whom the site sees: the root data names the signed-in user's e-mail, or nobody. */
async function signedInEmail(cookie: string, candidates: string[]) {
  const text = await (await app.request("/_.data", { cookie })).text();
  return candidates.find((email) => text.includes(email)) ?? null;
}

/** A protected page: 200 with a live session, a redirect to /auth without one. */
async function protectedPage(cookie: string) {
  const response = await app.request("/my-bookings", { cookie, headers: { accept: "text/html" } });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

/** What the database holds of the person's session tokens: their hashes. */
async function sessionTokens(email: string) {
  const rows = await handle.query<{ token: string }>(
    "SELECT s.token FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1",
    [email],
  );
  return rows.map((row) => row.token);
}

const PEOPLE = ["afi@exemple.bj", "mallory@exemple.bj", "bio@exemple.bj", "chantal@exemple.bj", "dossou@exemple.bj"];
for (const email of PEOPLE) await createAccount(email);

describe("session fixation", () => {
  it("a session planted before sign-in is never the one that gets signed in", async () => {
    // Mallory signs in on her own device, then plants her cookie in Afi's browser.
    const mallory = await signIn("mallory@exemple.bj");
    const afi = await signIn("afi@exemple.bj", { cookie: mallory.cookie });
    expect(afi.token).not.toBe(mallory.token);
    // Mallory's cookie still opens only Mallory's account, never Afi's.
    expect(await signedInEmail(mallory.cookie, PEOPLE)).toBe("mallory@exemple.bj");
    expect(await signedInEmail(afi.cookie, PEOPLE)).toBe("afi@exemple.bj");
    expect(await sessionTokens("afi@exemple.bj")).toEqual([hashSessionToken(afi.token)]);
  });

  it("a forged cookie gives no session, creates none, and is not adopted at sign-in", async () => {
    const before = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM sessions");
    const forged = `${SESSION_COOKIE}=${encodeURIComponent("jeton-choisi-par-l-attaquant.c2lnbmF0dXJl")}`;
    expect(await signedInEmail(forged, PEOPLE)).toBeNull();
    expect(await protectedPage(forged)).toMatchObject({ status: 302, location: expect.stringMatching(/^\/auth\?/) });
    const after = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM sessions");
    expect(after[0]!.n).toBe(before[0]!.n);
    const signedIn = await signIn("bio@exemple.bj", { cookie: forged });
    expect(signedIn.token).not.toBe("jeton-choisi-par-l-attaquant");
  });

  it("a real token with a tampered signature gives no session", async () => {
    const { cookie } = await signIn("bio@exemple.bj");
    const [name, value] = [
      cookie.slice(0, cookie.indexOf("=")),
      decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)),
    ];
    const [token, signature] = value.split(".") as [string, string];
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const tampered = `${name}=${encodeURIComponent(`${token}.${flipped}`)}`;
    expect(await signedInEmail(cookie, PEOPLE)).toBe("bio@exemple.bj");
    expect(await signedInEmail(tampered, PEOPLE)).toBeNull();
    expect((await protectedPage(tampered)).status).toBe(302);
  });
});

describe("after sign-out", () => {
  it("the old cookie opens nothing: protected pages send to /auth, the root data names nobody", async () => {
    const { cookie, token } = await signIn("chantal@exemple.bj");
    expect(await protectedPage(cookie)).toMatchObject({ status: 200 });
    const response = await post("/auth", { intent: "signout" }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?toast=signedOut");
    // The browser is told to drop the cookie…
    expect(sessionSetCookie(response)).toMatch(/^bv\.session_token=;.*Max-Age=0/i);
    // …and a copy kept by anyone is worthless: the session row is gone.
    expect(await sessionTokens("chantal@exemple.bj")).not.toContain(hashSessionToken(token));
    expect(await protectedPage(cookie)).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/auth\?redirectTo=%2Fmy-bookings/),
    });
    expect(await signedInEmail(cookie, PEOPLE)).toBeNull();
    const session = await app.request("/api/auth/get-session", { cookie });
    expect(await session.json()).toBeNull();
  });

  it("a sign-out posted from another site is refused and the session lives on", async () => {
    const { cookie } = await signIn("chantal@exemple.bj");
    const response = await app.request("/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "signout" }),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      cookie,
    });
    expect(response.status).toBe(403);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await signedInEmail(cookie, PEOPLE)).toBe("chantal@exemple.bj");
  });

  it("'sign out everywhere' ends the person's other sessions, and no one else's", async () => {
    const phone = await signIn("dossou@exemple.bj");
    const laptop = await signIn("dossou@exemple.bj");
    const someoneElse = await signIn("afi@exemple.bj");
    expect(await signedInEmail(laptop.cookie, PEOPLE)).toBe("dossou@exemple.bj");
    const response = await post("/auth", { intent: "signout-everywhere" }, phone.cookie);
    expect(response.status).toBe(302);
    for (const device of [phone, laptop]) {
      expect(await signedInEmail(device.cookie, PEOPLE)).toBeNull();
      expect((await protectedPage(device.cookie)).status).toBe(302);
    }
    expect(await sessionTokens("dossou@exemple.bj")).toEqual([]);
    expect(await signedInEmail(someoneElse.cookie, PEOPLE)).toBe("afi@exemple.bj");
  });

  it("a password reset ends every session of the account", async () => {
    const first = await signIn("bio@exemple.bj");
    const second = await signIn("bio@exemple.bj");
    const request = await post("/reset-password", { email: "bio@exemple.bj" });
    expect(request.status).toBe(200);
    const [mail] = await handle.query<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1",
      ["bio@exemple.bj"],
    );
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    const reset = await post("/reset-password", {
      token: resetToken,
      password: "nouveau-mdp-2024",
      confirmPassword: "nouveau-mdp-2024",
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/reset-password?done=1");
    for (const session of [first, second]) expect(await signedInEmail(session.cookie, PEOPLE)).toBeNull();
    expect(await sessionTokens("bio@exemple.bj")).toEqual([]);
    const again = await signIn("bio@exemple.bj", { password: "nouveau-mdp-2024" });
    expect(await signedInEmail(again.cookie, PEOPLE)).toBe("bio@exemple.bj");
  });
});

describe("cookie attributes", () => {
  const expectProtected = (setCookie: string) => {
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    // Over http a Secure cookie would be dropped: Secure is for production over https.
    expect(setCookie).not.toMatch(/;\s*Secure/i);
  };

  it("the session cookie set at sign-in is HttpOnly, SameSite=Lax, for seven days", async () => {
    const { setCookie } = await signIn("afi@exemple.bj");
    expectProtected(setCookie);
    expect(setCookie).toMatch(/;\s*Max-Age=604800/i);
  });

  it("so are the cookie renewed by the sliding expiry and the one cleared at sign-out", async () => {
    const { cookie, token } = await signIn("mallory@exemple.bj");
    // A day and more since the last renewal: the next request extends the session.
    await handle.query("UPDATE sessions SET expires_at = now() + interval '5 days' WHERE token = $1", [
      hashSessionToken(token),
    ]);
    const renewed = await app.request("/_.data", { cookie });
    const renewedCookie = sessionSetCookie(renewed);
    expect(renewedCookie, "cookie renouvelé").toBeTruthy();
    expectProtected(renewedCookie!);
    // Renewal extends the same session; it does not hand out a new token.
    expect(tokenOf(renewedCookie!.split(";")[0]!)).toBe(token);
    const signOut = await post("/auth", { intent: "signout" }, cookie);
    expectProtected(sessionSetCookie(signOut)!);
    // Nothing else we answer sets a cookie without these attributes.
    for (const response of [renewed, signOut]) {
      for (const value of response.headers.getSetCookie()) expectProtected(value);
    }
  });
});
