import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";
import { saidAccount } from "#tests/support/in-words";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signUp } from "./credentials.server";
import { grantRole } from "./roles.server";
import { confirmEmail } from "./verify-email.server";

const handle = await useTestDatabase();

type Outbox = { to_address: string; subject: string; text_body: string; html_body: string; template: string };

async function verification(email: string) {
  const [mail] = await handle.query<Outbox>(
    "SELECT * FROM email_outbox WHERE to_address = $1 AND template = 'email-verification'",
    [email],
  );
  const token = /\/verify-email\?token=([A-Za-z0-9._-]+)/.exec(mail!.text_body)![1]!;
  return { mail: mail!, token };
}

async function verified(email: string) {
  const [row] = await handle.query<{ email_verified: boolean }>("SELECT email_verified FROM users WHERE email = $1", [
    email,
  ]);
  return row!.email_verified;
}

describe("e-mail verification", () => {
  it("sign-up mails a French link to /verify-email; the account stays unconfirmed until it is opened", async () => {
    await saidAccount(
      signUp(
        {
          username: "Afi <i>Houngbo</i>",
          email: "afi@exemple.bj",
          password: "Kpeve-2026",
          confirmPassword: "Kpeve-2026",
        },
        siteHeaders(),
      ),
      "signUp",
    );
    const { mail, token } = await verification("afi@exemple.bj");
    expect(mail.subject).toBe("Confirmez votre adresse email Bénin Voyages");
    expect(mail.text_body).toContain("Bonjour Afi <i>Houngbo</i>,");
    expect(mail.text_body).toContain("http://localhost:3000/verify-email?token=");
    expect(mail.html_body).toContain("Afi &lt;i&gt;Houngbo&lt;/i&gt;");
    expect(await verified("afi@exemple.bj")).toBe(false);
    expect(await confirmEmail("pas-un-jeton")).toEqual({ ok: false });
    expect(await verified("afi@exemple.bj")).toBe(false);
    expect(await confirmEmail(token)).toEqual({ ok: true });
    expect(await verified("afi@exemple.bj")).toBe(true);
  });

  it("no role is granted to an unconfirmed account", async () => {
    await signUp(
      { username: "Premier Venu", email: "premier@exemple.bj", password: "Kpeve-2026", confirmPassword: "Kpeve-2026" },
      siteHeaders(),
    );
    const [user] = await handle.query<{ id: string }>("SELECT id FROM users WHERE email = 'premier@exemple.bj'");
    expect(await grantRole(user!.id, "host")).toEqual({ ok: false, reason: "email_not_verified" });
    expect(await grantRole(user!.id, "admin")).toEqual({ ok: false, reason: "email_not_verified" });
    const roles = await handle.query("SELECT role FROM user_roles WHERE user_id = $1 AND role <> 'user'", [user!.id]);
    expect(roles).toHaveLength(0);
    expect(await confirmEmail((await verification("premier@exemple.bj")).token)).toEqual({ ok: true });
    expect(await grantRole(user!.id, "admin")).toEqual({ ok: true });
  });

  it("npm run admin:grant refuses an unconfirmed account with a clear message", { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-grant-"));
    const own = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await migrate(own);
    await own.query(
      "INSERT INTO users (id, name, email, email_verified) VALUES (gen_random_uuid()::text, 'Squatteur', 'squat@exemple.bj', false)",
    );
    await own.close();
    const run = promisify(execFile);
    const failure = await run(process.execPath, ["--import", "tsx", "scripts/admin-grant.ts", "squat@exemple.bj"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      "Refusé : l'adresse squat@exemple.bj n'est pas confirmée. Le titulaire doit d'abord ouvrir le lien de confirmation reçu par email.",
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
