import { describe, expect, it } from "vitest";
import { nowMs } from "#common/clock";
import { saidAccount } from "#tests/support/in-words";
import { cookieFrom, siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn, signUp } from "./credentials.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";

const handle = await useTestDatabase();

type Outbox = { to_address: string; subject: string; text_body: string; html_body: string; template: string };

async function lastResetToken() {
  const [mail] = await handle.query<Outbox>(
    "SELECT * FROM email_outbox WHERE template = 'password-reset' ORDER BY created_at DESC LIMIT 1",
  );
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text_body);
  return { mail: mail!, token: match![1]! };
}

describe("password reset", () => {
  it("queues a French e-mail with a link to /reset-password, and says the same for unknown addresses", async () => {
    await saidAccount(
      signUp(
        {
          username: "Nadège <b>Akplogan</b>",
          email: "nadege@exemple.bj",
          password: "ancienmdp",
          confirmPassword: "ancienmdp",
        },
        siteHeaders(),
      ),
      "signUp",
    );
    const known = await saidAccount(requestPasswordReset("Nadege@exemple.bj", siteHeaders()), "resetRequest");
    const unknown = await saidAccount(requestPasswordReset("personne@exemple.bj", siteHeaders()), "resetRequest");
    expect(unknown).toEqual(known);
    expect(known.message).toMatch(/^Si un compte existe pour cette adresse/);
    // One reset e-mail (the sign-up's verification e-mail aside), none for the unknown address.
    const mails = await handle.query<Outbox>("SELECT * FROM email_outbox WHERE template <> 'email-verification'");
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
    expect(await saidAccount(requestPasswordReset("pas-une-adresse", siteHeaders()), "resetRequest")).toMatchObject({
      ok: false,
      message: "Veuillez entrer une adresse email valide",
    });
  });

  it("changes the password once; the link does not work twice; old sessions end", async () => {
    const before = await saidAccount(
      signIn({ email: "nadege@exemple.bj", password: "ancienmdp" }, siteHeaders()),
      "signIn",
    );
    expect(before.ok).toBe(true);
    const { token } = await lastResetToken();
    expect(
      await saidAccount(
        resetPassword(token, { password: "nouveaumdp", confirmPassword: "autrechose" }, siteHeaders()),
        "reset",
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: "Les mots de passe ne correspondent pas" },
    });
    expect(
      await saidAccount(
        resetPassword(token, { password: "nouveaumdp", confirmPassword: "nouveaumdp" }, siteHeaders()),
        "reset",
      ),
    ).toEqual({ ok: true, headers: expect.any(Headers) });
    const again = await saidAccount(
      resetPassword(token, { password: "Troisieme-Essai-9", confirmPassword: "Troisieme-Essai-9" }, siteHeaders()),
      "reset",
    );
    expect(again).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
    expect(
      (await saidAccount(signIn({ email: "nadege@exemple.bj", password: "ancienmdp" }, siteHeaders()), "signIn")).ok,
    ).toBe(false);
    expect(
      (await saidAccount(signIn({ email: "nadege@exemple.bj", password: "nouveaumdp" }, siteHeaders()), "signIn")).ok,
    ).toBe(true);
    const [sessions] = await handle.query<{ n: number }>("SELECT count(*)::int AS n FROM sessions");
    expect(sessions!.n).toBe(1);
  });

  it("refuses a link older than one hour", async () => {
    await saidAccount(requestPasswordReset("nadege@exemple.bj", siteHeaders()), "resetRequest");
    const { token } = await lastResetToken();
    const [row] = await handle.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM verifications ORDER BY created_at DESC LIMIT 1",
    );
    expect(row!.minutes).toBe(60);
    await handle.query("UPDATE verifications SET expires_at = now() - interval '1 second'");
    const late = await saidAccount(
      resetPassword(token, { password: "tropTard1", confirmPassword: "tropTard1" }, siteHeaders()),
      "reset",
    );
    expect(late).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
  });

  it("refuses a made-up token", async () => {
    const result = await saidAccount(
      resetPassword("' OR 1=1 --", { password: "quelconque", confirmPassword: "quelconque" }, siteHeaders()),
      "reset",
    );
    expect(result).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
  });

  it("a successful reset ends every other reset link of the account and every session", async () => {
    await saidAccount(
      signUp(
        {
          username: "Deux Liens",
          email: "deuxliens@exemple.bj",
          password: "premiermdp",
          confirmPassword: "premiermdp",
        },
        siteHeaders(),
      ),
      "signUp",
    );
    const session = await saidAccount(
      signIn({ email: "deuxliens@exemple.bj", password: "premiermdp" }, siteHeaders()),
      "signIn",
    );
    expect(session.ok).toBe(true);
    await saidAccount(requestPasswordReset("deuxliens@exemple.bj", siteHeaders()), "resetRequest");
    const first = await lastResetToken();
    await saidAccount(requestPasswordReset("deuxliens@exemple.bj", siteHeaders()), "resetRequest");
    const second = await lastResetToken();
    expect(second.token).not.toBe(first.token);
    expect(
      await saidAccount(
        resetPassword(second.token, { password: "deuxiememdp", confirmPassword: "deuxiememdp" }, siteHeaders()),
        "reset",
      ),
    ).toEqual({ ok: true, headers: expect.any(Headers) });
    // The older link, still within its hour, no longer works.
    const stale = await saidAccount(
      resetPassword(first.token, { password: "voleurmdp1", confirmPassword: "voleurmdp1" }, siteHeaders()),
      "reset",
    );
    expect(stale).toMatchObject({
      ok: false,
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
    const [left] = await handle.query<{ links: number; sessions: number }>(
      `SELECT (SELECT count(*)::int FROM verifications WHERE value = u.id) AS links,
              (SELECT count(*)::int FROM sessions WHERE user_id = u.id) AS sessions
       FROM users u WHERE u.email = 'deuxliens@exemple.bj'`,
    );
    expect(left).toEqual({ links: 0, sessions: 0 });
    expect(
      (await saidAccount(signIn({ email: "deuxliens@exemple.bj", password: "deuxiememdp" }, siteHeaders()), "signIn"))
        .ok,
    ).toBe(true);
  });
});

describe("a reset request behind a busy address (issue 17)", () => {
  const resetMails = async (email: string) =>
    (
      await handle.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM email_outbox WHERE template = 'password-reset' AND to_address = $1",
        [email],
      )
    )[0]!.n;
  const knownDevice = (headers: Headers) =>
    cookieFrom(headers)
      .split("; ")
      .filter((pair) => pair.startsWith("bv.known_device="))
      .join("; ");

  it("the owner's known browser still gets a link once its address's allowance is used up; others do not", async () => {
    const password = "Baobab-Ouidah-26";
    for (const email of ["chez-moi@exemple.bj", "autre-compte@exemple.bj"]) {
      await saidAccount(
        signUp({ username: "Afi", email, password, confirmPassword: password }, siteHeaders()),
        "signUp",
      );
    }
    const signedIn = await saidAccount(signIn({ email: "chez-moi@exemple.bj", password }, siteHeaders()), "signIn");
    const other = await saidAccount(signIn({ email: "autre-compte@exemple.bj", password }, siteHeaders()), "signIn");
    if (!signedIn.ok || !other.ok) throw new Error("sign-in failed");
    // Someone else behind the address used up its hour's allowance.
    const busy = "41.138.7.7";
    await handle.query(
      "INSERT INTO rate_limits (id, key, count, last_request) VALUES (gen_random_uuid()::text, $1, 30, $2)",
      [`limit:passwordReset:address:${busy}`, nowMs()],
    );
    const from = (cookie = "") => siteHeaders({ "x-client-ip": busy, ...(cookie ? { cookie } : {}) });
    // An unknown browser, or one known for another account (or forged), gets the same
    // answer and no e-mail.
    await requestPasswordReset("chez-moi@exemple.bj", from());
    await requestPasswordReset("chez-moi@exemple.bj", from(knownDevice(other.headers)));
    await requestPasswordReset("chez-moi@exemple.bj", from(knownDevice(signedIn.headers).replace(/.$/, "x")));
    expect(await resetMails("chez-moi@exemple.bj")).toBe(0);
    // The owner's browser gets the link.
    const answer = await saidAccount(
      requestPasswordReset("chez-moi@exemple.bj", from(knownDevice(signedIn.headers))),
      "resetRequest",
    );
    expect(answer.message).toMatch(/^Si un compte existe pour cette adresse/);
    expect(await resetMails("chez-moi@exemple.bj")).toBe(1);
  });
});
