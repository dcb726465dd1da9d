import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { createUser } from "#server/seed/factories.server";
import { saidAccount } from "#tests/support/in-words";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { isCommonPassword } from "./common-passwords.server";
import { signIn, signUp } from "./credentials.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";

const handle = await useTestDatabase();
const COMMON = "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.";
const SHORT = "Le mot de passe doit contenir au moins 8 caractères";

let serial = 0;
function signUpWith(password: string) {
  serial += 1;
  return saidAccount(
    signUp(
      { username: "Politique Test", email: `politique-${serial}@exemple.bj`, password, confirmPassword: password },
      siteHeaders(),
    ),
    "signUp",
  );
}

describe("password policy", () => {
  it("ships a list of several thousand common passwords, French ones included", () => {
    for (const password of [
      "password",
      "12345678",
      "azerty123",
      "motdepasse",
      "soleil2024",
      "jetaime1",
      "cotonou123",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("MotDePasse")).toBe(true);
    expect(isCommonPassword("Baobab-Ouidah-26")).toBe(false);
  });

  it("refuses a new password under 8 characters", async () => {
    expect(await signUpWith("Kp7-ab1")).toMatchObject({ ok: false, fieldErrors: { password: SHORT } });
  });

  it.each(["motdepasse", "Azerty123", "iloveyou", "Password1", "bonjour2024"])(
    "refuses the common password %s at sign-up, and stores nothing",
    async (password) => {
      const [before] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      expect(await signUpWith(password)).toMatchObject({ ok: false, fieldErrors: { password: COMMON } });
      const [after] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      expect(after!.n).toBe(before!.n);
    },
  );

  it("refuses a common password at a reset, and the link still works for a good one", async () => {
    expect((await signUpWith("Baobab-Ouidah-26")).ok).toBe(true);
    const email = `politique-${serial}@exemple.bj`;
    await requestPasswordReset(email, siteHeaders());
    const [mail] = await handle.query<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE template = 'password-reset' AND to_address = $1",
      [email],
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    const weak = await saidAccount(
      resetPassword(token, { password: "azertyuiop", confirmPassword: "azertyuiop" }, siteHeaders()),
      "reset",
    );
    expect(weak).toMatchObject({ ok: false, fieldErrors: { password: COMMON } });
    const strong = await resetPassword(
      token,
      { password: "Lagune-Ganvie-77", confirmPassword: "Lagune-Ganvie-77" },
      siteHeaders(),
    );
    expect(strong.ok).toBe(true);
  });

  it("still signs in an account whose 6-character password was chosen under the old rule", async () => {
    const user = await createUser({ email: "ancien@exemple.bj", emailVerified: true });
    await handle.query(
      "INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES ($1, $2, 'credential', $2, $3, now(), now())",
      [randomUUID(), user.id, await hashPassword("kpe7za")],
    );
    const result = await saidAccount(
      signIn({ email: "ancien@exemple.bj", password: "kpe7za" }, siteHeaders()),
      "signIn",
    );
    expect(result.ok).toBe(true);
  });
});
