// The administrators' second factor through the production bundle over HTTP (issue "Close
// the holes an attacker found", item 12): an administrator's password alone opens no admin
// page nor action. Without an authenticator the admin pages lead to the enrolment; once
// enrolled, signing in asks for the code before any session exists; a wrong code is refused
// in French and the codes are limited.
import { describe, expect, it } from "vitest";
import { withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type Answer } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows } from "#tests/security/hostile-support/tables";
import { signedInUser, TEST_PASSWORD, withCookies } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { totpCode, wrongTotpCode } from "#tests/support/totp";

await useTestDatabase();
const app = await startHostileApp();

const WRONG_CODE = "Code incorrect. Vérifiez que l'heure de votre téléphone est juste et saisissez le code affiché.";
const CODE_FIRST =
  "Les pages d'administration demandent d'abord votre code de double authentification (page « Double authentification »).";
const CHALLENGE_OVER = "Cette étape de connexion a expiré ou a reçu trop de codes erronés. Connectez-vous de nouveau.";
const TOO_MANY_CODES = "Trop de codes erronés. Veuillez réessayer dans 15 minutes.";

/** The Cookie header a browser sends after this answer's Set-Cookie headers. */
function cookiesAfter(before: string, answer: Answer) {
  const set = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="));
  const cleared = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => pair.endsWith("="))
    .map((pair) => pair.slice(0, -1));
  const kept = before
    .split("; ")
    .filter((pair) => pair && !cleared.includes(pair.slice(0, pair.indexOf("="))))
    .join("; ");
  return withCookies(kept, set.join("; "));
}

async function enabled(userId: string) {
  const [row] = await rows<{ two_factor_enabled: boolean }>("SELECT two_factor_enabled FROM users WHERE id = $1", [
    userId,
  ]);
  return row!.two_factor_enabled;
}

/** An admin page, a `.data` read and an action, as the given browser. */
async function adminAccess(cookie: string) {
  return {
    page: await app.get("/admin-dashboard", { cookie }),
    twin: await app.get("/dashboard", { cookie }),
    action: await app.post("/admin-dashboard", { intent: "approve", listingId: crypto.randomUUID() }, { cookie }),
    // The same action as the page's script sends it: the refusal's words travel in the answer.
    fetched: await app.post("/admin-dashboard.data", { intent: "approve", listingId: crypto.randomUUID() }, { cookie }),
  };
}

function signIn(email: string, cookie?: string) {
  return app.post("/auth", { intent: "login", email, password: TEST_PASSWORD }, { cookie });
}

describe(`an administrator without an authenticator enrols first (${databaseKind})`, () => {
  it("the admin pages and actions send them to the enrolment; a wrong code enables nothing; the right one does", async () => {
    const email = "admin.enrolement@exemple.bj";
    const { userId, cookie } = await signedInUser(email, { roles: ["admin"], secondFactor: false });

    const before = await adminAccess(cookie);
    expect(before.page.status).toBe(302);
    expect(before.page.location).toBe("/two-factor?redirectTo=%2Fadmin-dashboard");
    expect(before.twin.location).toBe("/two-factor?redirectTo=%2Fdashboard");
    expect(before.action.status).toBe(403);
    expect(before.fetched.status).toBe(403);
    expect(before.fetched.body).toContain(CODE_FIRST);

    // Step 1: the password again (a wrong one creates nothing).
    const form = await app.get("/two-factor?redirectTo=%2Fadmin-dashboard", { cookie });
    expect(form.status).toBe(200);
    expect(form.text).toContain("Pour commencer, saisissez de nouveau votre mot de passe.");
    const wrongPassword = await withoutChanges(["two_factors", "users"], () =>
      app.post("/two-factor", { intent: "enable", password: "Pas-Le-Bon-9" }, { cookie }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.text).toContain("Mot de passe incorrect.");
    expect((await app.post("/two-factor", { intent: "enable", password: TEST_PASSWORD }, { cookie })).status).toBe(200);

    // Step 2: the secret, as text and as an otpauth:// address; no-store.
    const shown = await app.get("/two-factor?redirectTo=%2Fadmin-dashboard", { cookie });
    expect(shown.headers.get("cache-control")).toMatch(/(^|, )no-store$/);
    const uri = /otpauth:\/\/totp\/[^"<\s]+/.exec(shown.body)![0].replaceAll("&amp;", "&");
    const secret = new URL(uri).searchParams.get("secret")!;
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(shown.text).toContain(`Clé secrète : ${secret}`);
    expect(uri).toContain("issuer=B%C3%A9nin+Voyages");

    // Step 3: a wrong code is refused in French and enables nothing.
    const wrong = await withoutChanges(["users", "sessions"], () =>
      app.post("/two-factor", { intent: "verify", code: wrongTotpCode(secret) }, { cookie }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(WRONG_CODE);
    expect(await enabled(userId)).toBe(false);
    expect((await adminAccess(cookie)).page.location).toMatch(/^\/two-factor/);
    const notACode = await app.post("/two-factor", { intent: "verify", code: "12ab56" }, { cookie });
    expect(notACode.status).toBe(400);
    expect(notACode.text).toContain(WRONG_CODE);

    // The right code enables the factor and replaces the session by one that passed it.
    const right = await app.post(
      "/two-factor",
      { intent: "verify", code: totpCode(secret), redirectTo: "/admin-dashboard" },
      { cookie },
    );
    expect(right.status).toBe(302);
    expect(right.location).toBe("/admin-dashboard?toast=twoFactorEnabled");
    expect(await enabled(userId)).toBe(true);
    const admitted = cookiesAfter(cookie, right);
    const after = await adminAccess(admitted);
    expect(after.page.status).toBe(200);
    expect(after.twin.status).toBe(200);
    expect(after.action.status).not.toBe(403);
    // The session the password alone opened is gone.
    expect((await app.get("/admin-dashboard", { cookie })).location).toMatch(/^\/auth/);
  });

  it("a session opened elsewhere before the enrolment is ended by it", async () => {
    const email = "admin.deux-appareils@exemple.bj";
    const { cookie: elsewhere } = await signedInUser(email, { roles: ["admin"], secondFactor: false });
    const here = cookiesAfter("", await signIn(email));
    await app.post("/two-factor", { intent: "enable", password: TEST_PASSWORD }, { cookie: here });
    const shown = await app.get("/two-factor", { cookie: here });
    const secret = /Clé secrète : ([A-Z2-7]+)/.exec(shown.text)![1]!;
    const right = await app.post("/two-factor", { intent: "verify", code: totpCode(secret) }, { cookie: here });
    expect(right.status).toBe(302);
    expect((await app.get("/admin-dashboard", { cookie: elsewhere })).location).toMatch(/^\/auth/);
  });
});

describe(`an enrolled administrator's sign-in asks for the code (${databaseKind})`, () => {
  it("the password alone opens no session; a wrong code is refused; the right code admits", async () => {
    const email = "admin.connexion@exemple.bj";
    const { userId, totpSecret } = await signedInUser(email, { roles: ["admin"] });
    const sessionsBefore = await rowCount("sessions", "user_id = $1", [userId]);

    const first = await signIn(email);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/two-factor");
    const pending = cookiesAfter("", first);
    expect(pending).toMatch(/bv\.two_factor=/);
    expect(pending).not.toMatch(/bv\.session_token=/);
    expect(await rowCount("sessions", "user_id = $1", [userId])).toBe(sessionsBefore);
    const denied = await adminAccess(pending);
    expect(denied.page.location).toMatch(/^\/auth/);
    expect(denied.action.status).toBe(401);

    const step = await app.get("/two-factor", { cookie: pending });
    expect(step.status).toBe(200);
    expect(step.text).toContain("Saisissez le code à 6 chiffres");

    const wrong = await app.post(
      "/two-factor",
      { intent: "verify", code: wrongTotpCode(totpSecret!) },
      { cookie: pending },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(WRONG_CODE);
    expect(await rowCount("sessions", "user_id = $1", [userId])).toBe(sessionsBefore);

    const right = await app.post("/two-factor", { intent: "verify", code: totpCode(totpSecret!) }, { cookie: pending });
    expect(right.status).toBe(302);
    expect(right.location).toBe("/?toast=signedIn");
    const signedIn = cookiesAfter(pending, right);
    expect(signedIn).toMatch(/bv\.session_token=/);
    expect((await app.get("/admin-dashboard", { cookie: signedIn })).status).toBe(200);
  });

  it("five wrong codes use the sign-in up: even the right code then asks for the password again", async () => {
    const email = "admin.devinettes@exemple.bj";
    const { totpSecret } = await signedInUser(email, { roles: ["admin"] });
    const pending = cookiesAfter("", await signIn(email));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await app.post(
        "/two-factor",
        { intent: "verify", code: wrongTotpCode(totpSecret!) },
        { cookie: pending },
      );
      expect(guess.status).toBe(400);
    }
    const late = await app.post("/two-factor", { intent: "verify", code: totpCode(totpSecret!) }, { cookie: pending });
    expect(late.status).toBe(400);
    expect(late.text).toContain(CHALLENGE_OVER);
    expect(late.headers.getSetCookie().join()).not.toMatch(/bv\.session_token=[^;]/);
  });

  it("a challenge cookie forged or from another sign-in opens nothing", async () => {
    const forged = "bv.two_factor=2fa-abcdefghijklmnopqrst.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const answer = await app.post("/two-factor", { intent: "verify", code: "123456" }, { cookie: forged });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(CHALLENGE_OVER);
    // Without any sign-in under way there is nothing to verify: back to the sign-in.
    const none = await app.post("/two-factor", { intent: "verify", code: "123456" });
    expect(none.location).toBe("/auth");
  });
});

describe(`a session that has not passed the factor is not an administrator's (${databaseKind})`, () => {
  it("is sent to the code, refused on actions, and admitted after a right code; wrong codes are limited", async () => {
    const email = "admin.ancienne-session@exemple.bj";
    const { userId, cookie, totpSecret } = await signedInUser(email, { roles: ["admin"] });
    // A session of the enrolled account that never typed a code (opened some other way).
    await rows("UPDATE sessions SET two_factor_verified_at = NULL WHERE user_id = $1", [userId]);
    const denied = await adminAccess(cookie);
    expect(denied.page.location).toBe("/two-factor?redirectTo=%2Fadmin-dashboard");
    expect(denied.action.status).toBe(403);
    expect(denied.fetched.body).toContain(CODE_FIRST);
    const step = await app.get("/two-factor", { cookie });
    expect(step.text).toContain("Cette session a été ouverte avant l'activation de la double authentification");

    const wrong = await app.post("/two-factor", { intent: "verify", code: wrongTotpCode(totpSecret!) }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(WRONG_CODE);
    const right = await app.post("/two-factor", { intent: "verify", code: totpCode(totpSecret!) }, { cookie });
    expect(right.status).toBe(302);
    expect((await app.get("/admin-dashboard", { cookie })).status).toBe(200);

    await rows("UPDATE sessions SET two_factor_verified_at = NULL WHERE user_id = $1", [userId]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.post("/two-factor", { intent: "verify", code: wrongTotpCode(totpSecret!) }, { cookie });
    }
    const limited = await app.post("/two-factor", { intent: "verify", code: totpCode(totpSecret!) }, { cookie });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(TOO_MANY_CODES);
    expect((await app.get("/admin-dashboard", { cookie })).location).toMatch(/^\/two-factor/);
    await rows("DELETE FROM rate_limits");
  });

  it("/two-factor has nothing for anyone else: anonymous, a traveler, an administrator already admitted", async () => {
    const traveler = await signedInUser("voyageur.totp@exemple.bj");
    const admitted = await signedInUser("admin.admis@exemple.bj", { roles: ["admin"] });
    expect((await app.get("/two-factor")).location).toBe("/auth");
    expect((await app.get("/two-factor", { cookie: traveler.cookie })).location).toBe("/");
    expect((await app.get("/two-factor?redirectTo=%2Fadmin-dashboard", { cookie: admitted.cookie })).location).toBe(
      "/admin-dashboard",
    );
    for (const cookie of [traveler.cookie, admitted.cookie]) {
      for (const fields of <Record<string, string>[]>[
        { intent: "enable", password: TEST_PASSWORD },
        { intent: "verify", code: totpCode(admitted.totpSecret!) },
      ]) {
        const answer = await withoutChanges(["users", "sessions", "two_factors"], () =>
          app.post("/two-factor.data", fields, { cookie }),
        );
        expect(answer.status).toBe(403);
      }
    }
  });

  it("better-auth's two-factor endpoints are closed over HTTP", async () => {
    const { cookie } = await signedInUser("admin.api@exemple.bj", { roles: ["admin"], secondFactor: false });
    for (const path of [
      "enable",
      "disable",
      "verify-totp",
      "get-totp-uri",
      "verify-backup-code",
      "generate-backup-codes",
    ]) {
      const answer = await app.send(`/api/auth/two-factor/${path}`, {
        method: "POST",
        cookie,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: TEST_PASSWORD, code: "123456" }),
      });
      expect(answer.status, path).toBe(404);
    }
  });
});
