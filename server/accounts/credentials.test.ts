import { describe, expect, it } from "vitest";
import { saidAccount } from "#tests/support/in-words";
import { cookieFrom, siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn, signOut, signOutEverywhere, signUp } from "./credentials.server";
import { getSessionUser } from "./session-user.server";

const handle = await useTestDatabase();

const signupFields = (overrides: Record<string, string> = {}) => ({
  username: "Afi Houngbo",
  email: "afi@exemple.bj",
  password: "Secret-Kpeve-123",
  confirmPassword: "Secret-Kpeve-123",
  ...overrides,
});

async function count(table: string) {
  const [row] = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

describe("sign-up", () => {
  it("creates the user, the profile and the 'user' role together", async () => {
    expect(await saidAccount(signUp(signupFields(), siteHeaders()), "signUp")).toEqual({ ok: true });
    const rows = await handle.query<{ full_name: string; user_type: string; role: string; email: string }>(
      `SELECT u.email, p.full_name, p.user_type, r.role FROM users u
       JOIN profiles p ON p.id = u.id JOIN user_roles r ON r.user_id = u.id`,
    );
    expect(rows).toEqual([{ email: "afi@exemple.bj", full_name: "Afi Houngbo", user_type: "traveler", role: "user" }]);
    const [account] = await handle.query<{ password: string }>("SELECT password FROM accounts");
    expect(account!.password).not.toContain("Secret-Kpeve-123");
    expect(account!.password.length).toBeGreaterThan(40);
  });

  it("answers a duplicate e-mail (any case) with a French message and creates nothing", async () => {
    const result = await saidAccount(
      signUp(signupFields({ email: "AFI@exemple.bj", username: "Autre" }), siteHeaders()),
      "signUp",
    );
    expect(result).toMatchObject({ ok: false, title: "Erreur d'inscription" });
    expect(result.ok ? "" : result.fieldErrors?.email).toMatch(/Un compte existe déjà/);
    expect(await count("users")).toBe(1);
  });
  it("counts the name in characters like the form: 60 emoji are accepted, 101 refused in French", async () => {
    const accepted = await saidAccount(
      signUp(signupFields({ email: "emoji@exemple.bj", username: "🌍".repeat(60) }), siteHeaders()),
      "signUp",
    );
    expect(accepted).toEqual({ ok: true });
    const refused = await saidAccount(
      signUp(signupFields({ email: "emoji2@exemple.bj", username: "🌍".repeat(101) }), siteHeaders()),
      "signUp",
    );
    expect(refused).toMatchObject({ ok: false, message: "Le nom d'utilisateur ne doit pas dépasser 100 caractères" });
  });
});

describe("sign-in and sign-out", () => {
  it("sets an httpOnly SameSite=Lax session cookie stored in sessions", async () => {
    const result = await saidAccount(
      signIn({ email: "afi@exemple.bj", password: "Secret-Kpeve-123" }, siteHeaders()),
      "signIn",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = result.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const user = await getSessionUser(
      new Request("http://localhost/", { headers: { cookie: cookieFrom(result.headers) } }),
    );
    expect(user).toMatchObject({ email: "afi@exemple.bj", fullName: "Afi Houngbo", role: "user" });
    expect(await count("sessions")).toBe(1);
  });

  it("refuses a wrong password and an unknown e-mail with the same French message", async () => {
    for (const fields of [
      { email: "afi@exemple.bj", password: "mauvais-mot" },
      { email: "inconnu@exemple.bj", password: "Secret-Kpeve-123" },
    ]) {
      const result = await saidAccount(signIn(fields, siteHeaders()), "signIn");
      expect(result).toMatchObject({
        ok: false,
        title: "Erreur de connexion",
        message: "Email ou mot de passe incorrect",
      });
    }
  });

  it("sign-out ends the session: the cookie no longer opens it", async () => {
    const result = await saidAccount(
      signIn({ email: "afi@exemple.bj", password: "Secret-Kpeve-123" }, siteHeaders()),
      "signIn",
    );
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(result.headers);
    const request = () => new Request("http://localhost/", { headers: { cookie } });
    expect(await getSessionUser(request())).not.toBeNull();
    const cleared = await signOut(siteHeaders({ cookie }));
    expect(cleared.getSetCookie().join()).toMatch(/Max-Age=0/i);
    expect(await getSessionUser(request())).toBeNull();
  });

  it("sign-out everywhere ends every session of the user", async () => {
    const cookies: string[] = [];
    for (let device = 0; device < 3; device += 1) {
      const result = await saidAccount(
        signIn({ email: "afi@exemple.bj", password: "Secret-Kpeve-123" }, siteHeaders()),
        "signIn",
      );
      if (!result.ok) throw new Error("sign-in failed");
      cookies.push(cookieFrom(result.headers));
    }
    await signOutEverywhere(siteHeaders({ cookie: cookies[0]! }));
    for (const cookie of cookies) {
      expect(await getSessionUser(new Request("http://localhost/", { headers: { cookie } }))).toBeNull();
    }
    const [row] = await handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'afi@exemple.bj'",
    );
    expect(row!.n).toBe(0);
  });
});
