import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn, signUp } from "./credentials.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { siteHeaders } from "./test-requests.server";

const handle = await useTestDatabase();

type Outbox = { to_address: string; subject: string; text_body: string; html_body: string; template: string };

async function lastResetToken() {
  const [mail] = await handle.query<Outbox>("SELECT * FROM email_outbox ORDER BY created_at DESC LIMIT 1");
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body);
  return { mail: mail!, token: match![1]! };
}

describe("password reset", () => {
  it("queues a French e-mail with a link to /reset-password, and says the same for unknown addresses", async () => {
    await signUp(
      {
        username: "Nadège <b>Akplogan</b>",
        email: "nadege@exemple.bj",
        password: "ancienmdp",
        confirmPassword: "ancienmdp",
      },
      siteHeaders(),
    );
    const known = await requestPasswordReset("Nadege@exemple.bj", siteHeaders());
    const unknown = await requestPasswordReset("personne@exemple.bj", siteHeaders());
    expect(unknown).toEqual(known);
    expect(known.message).toMatch(/^Si un compte existe pour cette adresse/);
    const mails = await handle.query<Outbox>("SELECT * FROM email_outbox");
    expect(mails).toHaveLength(1);
    const { mail, token } = await lastResetToken();
    expect(mail).toMatchObject({
      to_address: "nadege@exemple.bj",
      template: "password-reset",
      subject: "Réinitialisation de votre mot de passe Bénin Voyages",
    });
    expect(mail.text_body).toContain("http://localhost:3000/reset-password?token=");
    expect(mail.html_body).toContain("Nadège &lt;b&gt;Akplogan&lt;/b&gt;");
    expect(mail.html_body).toContain(`<a href="http://localhost:3000/reset-password?token=${token}">`);
    // The token is stored hashed: the database does not hold the link.
    const stored = await handle.query<{ identifier: string }>("SELECT identifier FROM verifications");
    expect(stored.map((row) => row.identifier).join()).not.toContain(token);
  });

  it("refuses an invalid address with the spec's message", async () => {
    expect(await requestPasswordReset("pas-une-adresse", siteHeaders())).toMatchObject({
      ok: false,
      message: "Veuillez entrer une adresse email valide",
    });
  });

  it("changes the password once; the link does not work twice; old sessions end", async () => {
    const before = await signIn({ email: "nadege@exemple.bj", password: "ancienmdp" }, siteHeaders());
    expect(before.ok).toBe(true);
    const { token } = await lastResetToken();
    expect(
      await resetPassword(token, { password: "nouveaumdp", confirmPassword: "autrechose" }, siteHeaders()),
    ).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: "Les mots de passe ne correspondent pas" },
    });
    expect(
      await resetPassword(token, { password: "nouveaumdp", confirmPassword: "nouveaumdp" }, siteHeaders()),
    ).toEqual({ ok: true });
    const again = await resetPassword(token, { password: "troisieme", confirmPassword: "troisieme" }, siteHeaders());
    expect(again).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
    expect((await signIn({ email: "nadege@exemple.bj", password: "ancienmdp" }, siteHeaders())).ok).toBe(false);
    expect((await signIn({ email: "nadege@exemple.bj", password: "nouveaumdp" }, siteHeaders())).ok).toBe(true);
    const [sessions] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM sessions");
    expect(sessions!.n).toBe(1);
  });

  it("refuses a link older than one hour", async () => {
    await requestPasswordReset("nadege@exemple.bj", siteHeaders());
    const { token } = await lastResetToken();
    const [row] = await handle.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM verifications ORDER BY created_at DESC LIMIT 1",
    );
    expect(row!.minutes).toBe(60);
    await handle.query("UPDATE verifications SET expires_at = now() - interval '1 second'");
    const late = await resetPassword(token, { password: "tropTard1", confirmPassword: "tropTard1" }, siteHeaders());
    expect(late).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
  });

  it("refuses a made-up token", async () => {
    const result = await resetPassword(
      "' OR 1=1 --",
      { password: "quelconque", confirmPassword: "quelconque" },
      siteHeaders(),
    );
    expect(result).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
  });
});
