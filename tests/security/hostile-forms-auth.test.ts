// Hostile input on /auth (sign-up, sign-in) and /reset-password, through the production
// bundle over HTTP: each refused case answers 400 with the spec's French message, stores
// nothing, and shows what was typed escaped.
import { describe, expect, it, vi } from "vitest";
import {
  expectEscaped,
  expectNoServerError,
  HOSTILE,
  withoutChanges,
} from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const ACCOUNT_TABLES: TableName[] = [
  "users",
  "accounts",
  "profiles",
  "user_roles",
  "sessions",
  "verifications",
  "email_outbox",
];
const M = {
  username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  usernameTooLong: "Le nom d'utilisateur ne doit pas dépasser 100 caractères",
  email: "Veuillez entrer une adresse email valide",
  password: "Le mot de passe doit contenir au moins 8 caractères",
  passwordTooLong: "Le mot de passe ne doit pas dépasser 128 caractères",
  confirm: "Les mots de passe ne correspondent pas",
  forbidden: "Ce texte contient des caractères non autorisés",
  taken: "Un compte existe déjà avec cette adresse email. Connectez-vous ou utilisez une autre adresse.",
  resetLink: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
};

let serial = 0;
function signUpForm(fields: FormFields = {}): FormFields {
  serial += 1;
  return {
    intent: "signup",
    username: "Afi Houngbo",
    email: `inscription-${serial}@exemple.bj`,
    password: "Baobab-Ouidah-26",
    confirmPassword: "Baobab-Ouidah-26",
    ...fields,
  };
}

type Refusal = { name: string; fields: FormFields; message: string; echo?: string };

describe(`sign-up refuses hostile input (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    {
      name: "no field at all",
      fields: { username: "", email: "", password: "", confirmPassword: "" },
      message: M.username,
    },
    { name: "a two-letter username", fields: { username: "ab" }, message: M.username },
    { name: "a username of spaces", fields: { username: "      " }, message: M.username },
    { name: "a username of zero-width characters only", fields: { username: HOSTILE.zeroWidth }, message: M.username },
    { name: "a 100 KB username", fields: { username: HOSTILE.huge }, message: M.usernameTooLong },
    { name: "a NUL byte in the username", fields: { username: HOSTILE.nul }, message: M.forbidden },
    { name: "a right-to-left override in the username", fields: { username: HOSTILE.rtl }, message: M.forbidden },
    { name: "a NUL byte in the e-mail", fields: { email: "afi\u0000@exemple.bj" }, message: M.email },
    { name: "an e-mail without domain", fields: { email: "afi@" }, message: M.email },
    { name: "a SQL string as e-mail", fields: { email: "' OR '1'='1" }, message: M.email },
    { name: "a 100 KB e-mail", fields: { email: `${"a".repeat(100_000)}@exemple.bj` }, message: M.email },
    { name: "a right-to-left override in the e-mail", fields: { email: "\u202eafi@exemple.bj" }, message: M.email },
    { name: "a five-character password", fields: { password: "12345", confirmPassword: "12345" }, message: M.password },
    {
      name: "a 100 KB password",
      fields: { password: HOSTILE.huge, confirmPassword: HOSTILE.huge },
      message: M.passwordTooLong,
    },
    { name: "a confirmation that differs", fields: { confirmPassword: "motdepassE" }, message: M.confirm },
    {
      name: "a script as username with a confirmation that differs",
      fields: { username: HOSTILE.script, confirmPassword: "autre-chose" },
      message: M.confirm,
      echo: HOSTILE.script,
    },
    {
      name: "an attribute breakout as username with a short password",
      fields: { username: HOSTILE.imgOnError, password: "1", confirmPassword: "1" },
      message: M.password,
      echo: HOSTILE.imgOnError,
    },
  ];

  it.each(refusals)("$name", async ({ fields, message, echo }) => {
    const answer = await withoutChanges(ACCOUNT_TABLES, () => app.post("/auth", signUpForm(fields)));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
    if (echo) expectEscaped(answer, echo);
  });

  it("answers a JSON body (not a form) with the form's French message, never a 500", async () => {
    const answer = await withoutChanges(ACCOUNT_TABLES, () =>
      app.send("/auth", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"intent":"signup"}',
      }),
    );
    expect(answer.status).toBe(400);
    expectNoServerError(answer);
  });
});

describe(`sign-up keeps unusual but genuine names exactly (${databaseKind})`, () => {
  it.each([
    ["emoji", "Kofi 🌍🎉"],
    ["right-to-left script", HOSTILE.arabic],
    ["a SQL-looking name", "Robert'); DROP TABLE users;--"],
  ])("%s", async (_label, username) => {
    const form = signUpForm({ username });
    const answer = await app.post("/auth", form);
    expect(answer.status).toBe(302);
    const [user] = await rows<{ name: string }>("SELECT name FROM users WHERE email = $1", [form.email]);
    expect(user?.name).toBe(username);
    expect(await rowCount("users")).toBeGreaterThan(0);
  });
});

describe(`double submission of the sign-up form (${databaseKind})`, () => {
  it("two identical sign-ups at once make one account; the other is told the address is taken", async () => {
    const form = signUpForm();
    // On PostgreSQL the loser's insert hits the UNIQUE e-mail and better-auth logs it: expected here.
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answers = await Promise.all([app.post("/auth", form), app.post("/auth", form)]).finally(() =>
      log.mockRestore(),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400]);
    expect(answers.find((answer) => answer.status === 400)!.text).toContain(M.taken);
    expect(await rowCount("users", "email = $1", [form.email])).toBe(1);
    expect(await rowCount("accounts", "user_id IN (SELECT id FROM users WHERE email = $1)", [form.email])).toBe(1);
  });
});

describe(`sign-in refuses hostile input (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "an empty form", fields: { email: "", password: "" }, message: M.email },
    {
      name: "a SQL tautology as e-mail",
      fields: { email: "' OR 1=1 --", password: "Baobab-Ouidah-26" },
      message: M.email,
    },
    {
      name: "a NUL byte in the e-mail",
      fields: { email: "afi\u0000@exemple.bj", password: "Baobab-Ouidah-26" },
      message: M.email,
    },
    {
      name: "a 100 KB e-mail",
      fields: { email: `${HOSTILE.huge}@exemple.bj`, password: "Baobab-Ouidah-26" },
      message: M.email,
    },
    { name: "a five-character password", fields: { email: "afi@exemple.bj", password: "12345" }, message: M.password },
    {
      name: "a 100 KB password",
      fields: { email: "afi@exemple.bj", password: HOSTILE.huge },
      message: M.passwordTooLong,
    },
  ];

  it.each(refusals)("$name", async ({ fields, message }) => {
    const answer = await withoutChanges(ACCOUNT_TABLES, () => app.post("/auth", fields));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });

  it("a SQL comment after a real address is refused as an address and signs nobody in", async () => {
    const { userId } = await signedInUser("cible@exemple.bj");
    const answer = await withoutChanges(["sessions"], () =>
      app.post("/auth", { email: "cible@exemple.bj'--", password: "nimportequoi" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(M.email);
    expect(
      answer.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith("bv.session_token=") && !cookie.includes("Max-Age=0")),
    ).toBe(false);
    expect(await rowCount("users", "id = $1", [userId])).toBe(1);
  });
});

describe(`password reset refuses hostile input (${databaseKind})`, () => {
  it.each([
    ["an invalid address", { email: "pas-une-adresse" }, M.email],
    ["a NUL byte in the address", { email: "afi\u0000@exemple.bj" }, M.email],
    ["a 100 KB address", { email: `${HOSTILE.huge}@exemple.bj` }, M.email],
  ])("asking for a link with %s", async (_label, fields, message) => {
    const answer = await withoutChanges(ACCOUNT_TABLES, () => app.post("/reset-password", fields));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });

  it.each([
    ["a forged token", "x".repeat(32), "nouveau-mot", M.resetLink],
    ["a 100 KB token", HOSTILE.huge, "nouveau-mot", M.resetLink],
    ["a token with a NUL byte", "abc\u0000def", "nouveau-mot", M.resetLink],
    ["a SQL string as token", HOSTILE.sql, "nouveau-mot", M.resetLink],
    ["a short new password", "x".repeat(32), "123", M.password],
  ])("choosing a password with %s", async (_label, token, password, message) => {
    const answer = await withoutChanges(ACCOUNT_TABLES, () =>
      // The page posts to its own address (?token= from the e-mail) with the token in a hidden field.
      app.post("/reset-password?token=lien-du-courriel", { token, password, confirmPassword: password }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });
});
