import { describe, expect, it } from "vitest";
import { routeArgs } from "#tests/support/route-args";
import { cookieFrom, formRequest, pageRequest } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { action, loader } from "./auth";

const handle = await useTestDatabase();

type Args = Parameters<typeof action>[0];
const args = (request: Request) => routeArgs<Args>(request);

async function run(fields: Record<string, string>, path = "/auth") {
  try {
    return await action(args(formRequest(path, fields)));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function counts() {
  const [row] = await handle.query<{ users: number; profiles: number; roles: number; accounts: number }>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM profiles) AS profiles,
            (SELECT count(*)::int FROM user_roles) AS roles, (SELECT count(*)::int FROM accounts) AS accounts`,
  );
  return row!;
}

const valid = {
  intent: "signup",
  username: "Koffi Agbossou",
  email: "koffi@exemple.bj",
  password: "Baobab-Ouidah-26",
  confirmPassword: "Baobab-Ouidah-26",
};

function failureOf(result: unknown) {
  const body = (result as { data: { message: string; fieldErrors: Record<string, string>; toast: { title: string } } })
    .data;
  return { status: (result as { init?: { status?: number } }).init?.status, ...body };
}

describe("/auth sign-up", () => {
  it.each([
    ["empty fields", { intent: "signup" }, "username", "Le nom d'utilisateur doit contenir au moins 3 caractères"],
    ["an invalid e-mail", { ...valid, email: "pas-une-adresse" }, "email", "Veuillez entrer une adresse email valide"],
    [
      "a 5-character password",
      { ...valid, password: "12345", confirmPassword: "12345" },
      "password",
      "Le mot de passe doit contenir au moins 8 caractères",
    ],
    [
      "a mismatched confirmation",
      { ...valid, confirmPassword: "autrechose" },
      "confirmPassword",
      "Les mots de passe ne correspondent pas",
    ],
    [
      "a 3 000-character username",
      { ...valid, username: "a".repeat(3000) },
      "username",
      "Le nom d'utilisateur ne doit pas dépasser 100 caractères",
    ],
    [
      "an SQL-looking e-mail",
      { ...valid, email: "x'; DROP TABLE users; --@a.bj" },
      "email",
      "Veuillez entrer une adresse email valide",
    ],
  ])("refuses %s with the spec's message and creates nothing", async (_case, fields, field, message) => {
    const failure = failureOf(await run(fields));
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors[field]).toBe(message);
    expect(failure.toast.title).toBe("Erreur d'inscription");
    expect(await counts()).toEqual({ users: 0, profiles: 0, roles: 0, accounts: 0 });
  });

  it("accepts unicode, emoji and HTML- or SQL-looking names, stored as typed", async () => {
    const names = ["Fifamè Gbaguidi 🌴", "<script>alert(1)</script>", "Robert'); DROP TABLE users;--"];
    for (const [index, username] of names.entries()) {
      const response = (await run({ ...valid, username, email: `n${index}@exemple.bj` })) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/auth?toast=signedUp");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const rows = await handle.query<{ full_name: string }>("SELECT full_name FROM profiles ORDER BY full_name");
    expect(rows.map((row) => row.full_name).sort()).toEqual([...names].sort());
  });

  it("keeps where the person was headed through sign-up, and only if it is a local path", async () => {
    const kept = (await run({ ...valid, email: "k1@exemple.bj", redirectTo: "/property/42" })) as Response;
    expect(kept.headers.get("location")).toBe("/auth?redirectTo=%2Fproperty%2F42&toast=signedUp");
    const dropped = (await run({ ...valid, email: "k2@exemple.bj", redirectTo: "https://evil.com/" })) as Response;
    expect(dropped.headers.get("location")).toBe("/auth?toast=signedUp");
  });

  it("answers a duplicate e-mail clearly", async () => {
    const failure = failureOf(await run({ ...valid, email: "n0@exemple.bj" }));
    expect(failure.fieldErrors.email).toMatch(/^Un compte existe déjà avec cette adresse email/);
  });
});

describe("/auth sign-in", () => {
  it.each([
    ["empty fields", { intent: "login" }, "email", "Veuillez entrer une adresse email valide"],
    [
      "a short password",
      { intent: "login", email: "n0@exemple.bj", password: "12345" },
      "password",
      "Le mot de passe doit contenir au moins 8 caractères",
    ],
  ])("refuses %s", async (_case, fields, field, message) => {
    const failure = failureOf(await run(fields));
    expect(failure.fieldErrors[field]).toBe(message);
    expect(failure.toast.title).toBe("Erreur de connexion");
  });

  it("refuses a wrong password and an unknown e-mail without saying which", async () => {
    for (const fields of [
      { intent: "login", email: "n0@exemple.bj", password: "mauvais!" },
      { intent: "login", email: "personne@exemple.bj", password: "Baobab-Ouidah-26" },
    ]) {
      const failure = failureOf(await run(fields));
      expect(failure.message).toBe("Email ou mot de passe incorrect");
      expect(failure.toast).toEqual({
        title: "Erreur de connexion",
        description: "Email ou mot de passe incorrect",
        variant: "destructive",
      });
    }
  });

  it("signs in, sets the session cookie and goes home with the toast", async () => {
    const response = (await run({
      intent: "login",
      email: "N0@Exemple.bj ",
      password: "Baobab-Ouidah-26",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?toast=signedIn");
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("bv.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it.each([
    ["/property/7?x=1", "/property/7?x=1&toast=signedIn"],
    ["//evil.com", "/?toast=signedIn"],
    ["https://evil.com/", "/?toast=signedIn"],
    ["/\\evil.com", "/?toast=signedIn"],
    ["javascript:alert(1)", "/?toast=signedIn"],
  ])("after sign-in, redirectTo %s leads to %s", async (redirectTo, location) => {
    const response = (await run({
      intent: "login",
      email: "n0@exemple.bj",
      password: "Baobab-Ouidah-26",
      redirectTo,
    })) as Response;
    expect(response.headers.get("location")).toBe(location);
  });

  it("sends a signed-in visitor of /auth home (or to a safe redirectTo)", async () => {
    const response = (await run({ intent: "login", email: "n0@exemple.bj", password: "Baobab-Ouidah-26" })) as Response;
    const cookie = cookieFrom(response.headers);
    const thrown = await loader(args(pageRequest("/auth?tab=signup", { cookie }))).catch((error) => error);
    expect((thrown as Response).headers.get("location")).toBe("/");
    const anonymous = await loader(args(pageRequest("/auth?tab=signup&redirectTo=//evil.com")));
    expect(anonymous).toEqual({ tab: "signup", redirectTo: "" });
  });

  it("signs out to the home page with the toast, and the cookie no longer works", async () => {
    const signedIn = (await run({ intent: "login", email: "n0@exemple.bj", password: "Baobab-Ouidah-26" })) as Response;
    const cookie = cookieFrom(signedIn.headers);
    const out = (await action(args(formRequest("/auth", { intent: "signout" }, { cookie }))).catch(
      (error) => error,
    )) as Response;
    expect(out.headers.get("location")).toBe("/?toast=signedOut");
    expect(out.headers.get("set-cookie")).toMatch(/bv.session_token=;/);
    const still = await loader(args(pageRequest("/auth", { cookie })));
    expect(still).toEqual({ tab: "login", redirectTo: "" });
  });
});
