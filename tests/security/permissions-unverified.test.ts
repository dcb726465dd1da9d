// An address nobody confirmed: anyone can sign up with someone else's e-mail before they
// do. Such an account may sign in and browse, but it cannot book, become a host or be
// given a role, until the link mailed to the address is opened. Through the production
// bundle over HTTP.
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { grantRole } from "#server/accounts/roles.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { expectMessage } from "#tests/security/hostile-support/expectations";
import { startHostileApp } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const host = await createUser({ email: "hote-verif@exemple.bj", roles: ["host"], emailVerified: true });
const listing = await createListing({ userId: host.id });

function bookingForm() {
  const checkIn = addDays(todayInBenin(), 40);
  return {
    checkIn,
    checkOut: addDays(checkIn, 2),
    guests: "2",
    travelerFirstName: "Usurpateur",
    travelerLastName: "Anonyme",
    travelerEmail: "usurpateur@exemple.bj",
    travelerPhone: "+22997000000",
  };
}

async function verificationLink(email: string) {
  const [mail] = await rows<{ text_body: string; subject: string }>(
    "SELECT text_body, subject FROM email_outbox WHERE to_address = $1 AND template = 'email-verification'",
    [email],
  );
  return { subject: mail!.subject, path: /\/verify-email\?token=[A-Za-z0-9._-]+/.exec(mail!.text_body)![0] };
}

describe(`an unconfirmed address (${databaseKind})`, () => {
  it("cannot book: 403 with the reason, no booking stored", async () => {
    const { userId, cookie } = await signedInUser("non-confirme@exemple.bj", { verified: false });
    const answer = await app.post(`/property/${listing.id}`, bookingForm(), { cookie });
    expect(answer.status).toBe(403);
    expectMessage(answer, "Confirmez d'abord votre adresse email (lien envoyé à l'inscription) pour pouvoir réserver.");
    expect(await rowCount("bookings", "user_id = $1", [userId])).toBe(0);
  });

  it("cannot become a host, nor be granted a role from the server", async () => {
    const { userId, cookie } = await signedInUser("pas-encore-hote@exemple.bj", { verified: false });
    const answer = await app.post("/become-host", { acceptTerms: "on" }, { cookie });
    expect(answer.status).toBe(403);
    expectMessage(answer, "Confirmez d'abord votre adresse email (lien envoyé à l'inscription) pour devenir hôte.");
    expect(await grantRole(userId, "admin")).toEqual({ ok: false, reason: "email_not_verified" });
    expect(await rowCount("user_roles", "user_id = $1 AND role <> 'user'", [userId])).toBe(0);
  });

  it("opening the mailed link confirms the address; then hosting and booking work", async () => {
    const email = "bientot-confirme@exemple.bj";
    const { userId, cookie } = await signedInUser(email, { verified: false });
    const link = await verificationLink(email);
    expect(link.subject).toBe("Confirmez votre adresse email Bénin Voyages");
    const forged = await app.get(`/verify-email?token=${"x".repeat(40)}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain("Ce lien de confirmation est invalide ou a expiré");
    const opened = await app.get(link.path);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("Votre adresse email est confirmée.");
    expect((await app.post("/become-host", { acceptTerms: "on" }, { cookie })).status).toBe(302);
    expect(await rowCount("user_roles", "user_id = $1 AND role = 'host'", [userId])).toBe(1);
    expect((await app.post(`/property/${listing.id}`, bookingForm(), { cookie })).status).toBe(200);
    expect(await rowCount("bookings", "user_id = $1", [userId])).toBe(1);
  });
});
