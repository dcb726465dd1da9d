// Floods on the forms that were unlimited (password reset, sign-up, contact, booking,
// uploads), through the production bundle over HTTP. Each is limited per target (the
// address mailed or claimed, one listing by one account) tightly and per client address
// generously: carrier-grade NAT puts many honest phones behind one address, so an abuser
// there must not lock the others out (server/security/limits.server.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowMs } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { createListing, createUser } from "#server/seed/factories.server";
import { expectMessage, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-limits-"));
const app = await startHostileApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const M = {
  resetSent:
    "Si un compte existe pour cette adresse, un email contenant un lien de réinitialisation vient d'être envoyé.",
  tooManyRequests: "Trop de demandes. Veuillez réessayer dans quelques minutes.",
  tooManyMessages: "Trop de messages envoyés en peu de temps. Veuillez réessayer dans une heure.",
  tooManyBookings: "Trop de réservations commencées en peu de temps. Veuillez réessayer dans une heure.",
  tooManyUploads: "Trop de photos envoyées",
};

/** A client behind `address` (the app trusts X-Forwarded-For from its loopback proxy only). */
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
const resetMails = (email: string) =>
  rowCount("email_outbox", "template = 'password-reset' AND to_address = $1", [email]);

describe(`password reset requests are limited (${databaseKind})`, () => {
  it("five requests for one address in five seconds send three e-mails; every answer is the same", async () => {
    await signedInUser("victime.reset@exemple.bj");
    const answers = [];
    for (let index = 1; index <= 5; index += 1) {
      answers.push(await app.post("/reset-password", { email: "victime.reset@exemple.bj" }, from(`10.1.0.${index}`)));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expectMessage(answer, M.resetSent);
    }
    expect(await resetMails("victime.reset@exemple.bj")).toBe(3);
  });

  it("an address without an account gets the same answer past the limit", async () => {
    for (let index = 1; index <= 4; index += 1) {
      const answer = await app.post("/reset-password", { email: "personne@exemple.bj" }, from("10.1.1.1"));
      expect(answer.status).toBe(200);
      expectMessage(answer, M.resetSent);
    }
  });

  it("one client going through many addresses is stopped after 30; another person behind it still gets a link", async () => {
    await signedInUser("voisin.reset@exemple.bj");
    for (let index = 1; index <= 30; index += 1) {
      await app.post("/reset-password", { email: `liste-${index}@exemple.bj` }, from("10.1.2.1"));
    }
    // Past the address's allowance: the neutral answer, no e-mail.
    const refused = await app.post("/reset-password", { email: "voisin.reset@exemple.bj" }, from("10.1.2.1"));
    expectMessage(refused, M.resetSent);
    expect(await resetMails("voisin.reset@exemple.bj")).toBe(0);
    // The victim's own limit used up by an abuser behind a shared address does not stop a
    // neighbour behind that same address from asking a link for their own account.
    const abuser = "10.1.3.1";
    for (let index = 0; index < 4; index += 1) {
      await app.post("/reset-password", { email: "victime2.reset@exemple.bj" }, from(abuser));
    }
    const neighbour = await app.post("/reset-password", { email: "voisin.reset@exemple.bj" }, from(abuser));
    expectMessage(neighbour, M.resetSent);
    expect(await resetMails("voisin.reset@exemple.bj")).toBe(1);
  });
});

describe(`sign-up is limited (${databaseKind})`, () => {
  const ACCOUNT_TABLES: TableName[] = ["users", "accounts", "profiles", "user_roles", "sessions", "email_outbox"];
  const signUp = (email: string): FormFields => ({
    intent: "signup",
    username: "Afi Houngbo",
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });

  it("the sixth sign-up attempt for one address within an hour is refused in French, nothing written", async () => {
    for (let index = 1; index <= 5; index += 1) {
      await app.post("/auth", signUp("convoitee@exemple.bj"), from(`10.2.0.${index}`));
    }
    const answer = await withoutChanges(ACCOUNT_TABLES, () =>
      app.post("/auth", signUp("convoitee@exemple.bj"), from("10.2.0.9")),
    );
    expect(answer.status).toBe(429);
    expectMessage(answer, M.tooManyRequests);
  });

  it("one client making accounts is stopped after 30 in an hour; another client is not", async () => {
    for (let index = 1; index <= 30; index += 1) {
      expect((await app.post("/auth", signUp(`serie-${index}@exemple.bj`), from("10.2.1.1"))).status).toBe(302);
    }
    const refused = await withoutChanges(ACCOUNT_TABLES, () =>
      app.post("/auth", signUp("serie-31@exemple.bj"), from("10.2.1.1")),
    );
    expect(refused.status).toBe(429);
    expectMessage(refused, M.tooManyRequests);
    expect((await app.post("/auth", signUp("serie-31@exemple.bj"), from("10.2.1.2"))).status).toBe(302);
  });
});

describe(`the contact form is limited (${databaseKind})`, () => {
  const TABLES: TableName[] = ["contact_messages", "email_outbox", "notifications"];
  const message = (email: string, index: number): FormFields => ({
    name: "Afi Houngbo",
    email,
    subject: `Question ${index}`,
    message: `Bonjour, voici ma question numéro ${index}.`,
  });

  it("the sixth message from one sender within an hour is refused, nothing stored; another sender is not", async () => {
    for (let index = 1; index <= 5; index += 1) {
      expect((await app.post("/contact", message("bavard@exemple.bj", index), from("10.3.0.1"))).status).toBe(302);
    }
    const answer = await withoutChanges(TABLES, () =>
      app.post("/contact", message("bavard@exemple.bj", 6), from("10.3.0.2")),
    );
    expect(answer.status).toBe(429);
    expectMessage(answer, M.tooManyMessages);
    // The fifth sent again (a double click) stores nothing new: it is not refused.
    const again = await withoutChanges(TABLES, () =>
      app.post("/contact", message("bavard@exemple.bj", 5), from("10.3.0.2")),
    );
    expect(again.status).toBe(302);
    // Behind the same address as the first five: the per-address allowance is generous.
    expect((await app.post("/contact", message("autre@exemple.bj", 1), from("10.3.0.1"))).status).toBe(302);
  });

  it("a signed-in sender is counted by account: an address used up by others does not refuse them (issue 17)", async () => {
    const busy = "10.3.1.1";
    await handle.query(
      "INSERT INTO rate_limits (id, key, count, last_request) VALUES (gen_random_uuid()::text, $1, 30, $2)",
      [`limit:contact:address:${busy}`, nowMs()],
    );
    const stranger = await withoutChanges(TABLES, () =>
      app.post("/contact", message("anonyme@exemple.bj", 1), from(busy)),
    );
    expect(stranger.status).toBe(429);
    const member = await signedInUser("membre.contact@exemple.bj");
    const sent = await app.post("/contact", message("membre.contact@exemple.bj", 1), {
      ...from(busy),
      cookie: member.cookie,
    });
    expect(sent.status).toBe(302);
    expect(await rowCount("contact_messages", "email = $1", ["membre.contact@exemple.bj"])).toBe(1);
  });
});

describe(`booking creation is limited (${databaseKind})`, () => {
  const TABLES: TableName[] = ["bookings", "listing_calendar", "email_outbox", "notifications"];
  const today = todayInBenin();
  let listingId: string;
  beforeAll(async () => {
    const host = await createUser({ roles: ["host"] });
    listingId = (await createListing({ userId: host.id, maxGuests: 4, price: 20_000 })).id;
  });
  const booking = (offset: number): FormFields => ({
    checkIn: addDays(today, offset),
    checkOut: addDays(today, offset + 1),
    guests: "1",
    travelerFirstName: "Afi",
    travelerLastName: "Houngbo",
    travelerEmail: "afi@exemple.bj",
    travelerPhone: "+229 01 97 00 00 00",
  });

  it("one account holding one listing's dates an 11th time within an hour is refused; another traveler books", async () => {
    const hoarder = await signedInUser("accapareur@exemple.bj");
    for (let index = 0; index < 10; index += 1) {
      const answer = await app.post(`/property/${listingId}`, booking(20 + index * 2), { cookie: hoarder.cookie });
      // Two unpaid bookings at once, then the limit on unpaid bookings says no (ADR 024);
      // each request still counts against the request limit.
      expect(answer.status).toBe(index < 2 ? 200 : 429);
      if (index >= 2) expectMessage(answer, "Vous avez déjà 2 réservations en attente de paiement");
    }
    const answer = await withoutChanges(TABLES, () =>
      app.post(`/property/${listingId}`, booking(60), { cookie: hoarder.cookie }),
    );
    expect(answer.status).toBe(429);
    expectMessage(answer, M.tooManyBookings);
    const other = await signedInUser("voyageur.honnete@exemple.bj");
    expect((await app.post(`/property/${listingId}`, booking(60), { cookie: other.cookie })).status).toBe(200);
  });
});

describe(`uploads are limited (${databaseKind})`, () => {
  it("past 60 pictures in an hour, an account's upload is refused before anything is encoded or stored", async () => {
    const host = await signedInUser("hote.prolifique@exemple.bj", { roles: ["host"] });
    // The hour's 60 uploads, as the counter holds them (60 real encodes would only be slow).
    await handle.query(
      `INSERT INTO rate_limits (id, key, count, last_request) VALUES (gen_random_uuid()::text, $1, 60, $2)`,
      [`limit:upload:account:${host.userId}`, nowMs()],
    );
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const answer = await withoutChanges(["media_files"], () =>
      app.send("/api/uploads", { method: "POST", cookie: host.cookie, headers: { accept: "application/json" }, body }),
    );
    expect(answer.status).toBe(429);
    expect((answer.json as { error?: { title?: string } }).error?.title).toBe(M.tooManyUploads);
  });
});
