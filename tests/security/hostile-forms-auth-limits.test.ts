// The account's limits through the production bundle over HTTP, against the attacks the
// issue "Close the holes an attacker found" describes: a reset link kept from earlier,
// guesses that would lock the owner out, weak passwords, an administrator's sign-in
// without a second factor.
import { describe, expect, it } from "vitest";
import { startHostileApp } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const RESET_LINK = "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.";

async function resetLinks(email: string) {
  const mails = await rows<{ text_body: string }>(
    "SELECT text_body FROM email_outbox WHERE to_address = $1 AND template = 'password-reset' ORDER BY created_at",
    [email],
  );
  return mails.map((mail) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!);
}

function choosePassword(token: string, password: string) {
  return app.post(`/reset-password?token=${token}`, { token, password, confirmPassword: password });
}

describe(`a password reset ends the account's other links and sessions (${databaseKind})`, () => {
  it("a link mailed earlier no longer works once another link was used; no session survives", async () => {
    const email = "deux-liens@exemple.bj";
    const { userId, cookie } = await signedInUser(email);
    expect((await app.post("/reset-password", { email })).status).toBe(200);
    expect((await app.post("/reset-password", { email })).status).toBe(200);
    const [older, newer] = await resetLinks(email);
    expect((await choosePassword(newer!, "Nouveau-Secret-42")).status).toBe(302);
    const stale = await choosePassword(older!, "Pris-Par-Un-Autre-7");
    expect(stale.status).toBe(400);
    expect(stale.text).toContain(RESET_LINK);
    expect(await rowCount("verifications", "value = $1", [userId])).toBe(0);
    expect(await rowCount("sessions", "user_id = $1", [userId])).toBe(0);
    // The session opened before the reset is no longer anyone's.
    const after = await app.get("/my-bookings", { cookie });
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/auth/);
  });
});
