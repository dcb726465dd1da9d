// Two app processes on one PostgreSQL, behind a TLS reverse proxy (round robin), as
// docs/DEPLOY.md describes. Started together on an empty database, they apply the
// migrations once and create no demo account. Then the same dates booked through both give one booking, expired
// holds are released once, each e-mail of the shared outbox goes once, sign-in attempts
// are counted together, a webhook delivered to both is applied once, and a traveler books
// and pays through the proxy with the secure cookie.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { migrationsDirectory } from "#server/db/migrate.server";
import { getEnv, setEnv } from "#server/env.server";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { toFedaPayObject } from "#server/integrations/fedapay/stand-in/standin-objects.server";
import { standInTransactions } from "#server/integrations/fedapay/stand-in/standin-store.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { createBooking } from "#server/seed/factories.server";
import { confirmedWithoutTheirEmails, repeatedNotifications, waitUntil } from "#tests/faults/support/consistency";
import { createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn, TEST_PASSWORD, type Traveler } from "#tests/faults/support/fixtures";
import {
  approveOnCheckout,
  book,
  resultPage,
  send,
  signIn,
  startPayment,
  type Site,
} from "#tests/faults/support/journeys";
import { startSmtpSink } from "#tests/faults/support/smtp-sink";
import { PINNED_UPSTREAM_HEADER, startTlsProxy } from "#tests/faults/support/tls-proxy";
import { startServer, type RunningServer } from "#tests/support/start-server";

const database = await createDatabase("faults_two");
const proxy = await startTlsProxy();
const smtp = await startSmtpSink();
// Both processes' secret: this one derives the stand-in's webhook secret from it as they do.
const SHARED_SECRET = "secret-partage-par-les-deux-processus-0123456789";
setEnv({ ...getEnv(), BETTER_AUTH_SECRET: SHARED_SECRET });

// Both started at once on an empty database, as after a first deployment.
const [first, second] = await Promise.all(
  [0, 1].map(() =>
    startServer({
      databaseUrl: database.url,
      publicUrl: proxy.url,
      env: {
        SMTP_URL: smtp.url,
        // An https site without a FedaPay key: said explicitly, as a demonstration site would.
        FEDAPAY_STANDIN: "on",
        NODE_EXTRA_CA_CERTS: proxy.certificateFile,
        BETTER_AUTH_SECRET: SHARED_SECRET,
      },
    }),
  ),
);
const a = first!;
const b = second!;
proxy.setUpstreams([a.baseUrl, b.baseUrl]);
const handle = await openInTestProcess(database.url);
const appliedAtStart = (await handle.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name")).map(
  (row) => row.name,
);
const usersAtStart = (await handle.query<{ count: number }>("SELECT count(*)::int AS count FROM users"))[0]!.count;

const [listing, holdsListing] = await createListings(2, "deux");
const people = await createTravelers(4, "deux");
// Each round of the race has two travelers of its own: an account may hold two unpaid
// bookings at once (server/bookings/hold-limits.server.ts), and every round leaves one.
const racers = await createTravelers(8, "course");
// The expired holds belong to an account of their own: they count in its hour of unpaid
// bookings, and the travelers above still book.
const [holder] = await createTravelers(1, "attente");
// Holds past their 30 minutes (the processes' next expiry run releases them), queued e-mails.
const expiredHolds: { id: string }[] = [];
for (let index = 0; index < 6; index += 1) {
  const dates = stayIn(20 + index * 3, 2);
  expiredHolds.push(
    await createBooking({
      listingId: holdsListing!,
      userId: holder!.userId,
      startDate: dates.checkIn,
      endDate: dates.checkOut,
      holdExpiresAt: new Date(Date.now() - 60_000),
    }),
  );
}
const queued: string[] = [];
for (let index = 0; index < 30; index += 1) {
  queued.push(
    (await enqueueEmail(getDb(), {
      to: `lecteur${index}@exemple.bj`,
      subject: `Lettre ${index}`,
      text: "Bonjour",
      template: "test",
    }))!,
  );
}

// Through the proxy, in turn; or pinned to one process (the tests that must know which one
// answers: React Router checks that Origin matches Host, so they go through the proxy too).
const viaProxy: Site = { baseUrl: proxy.url, origin: proxy.url, fetch: proxy.fetch };
const direct = (server: RunningServer): Site => ({
  ...viaProxy,
  headers: { [PINNED_UPSTREAM_HEADER]: server === a ? "0" : "1" },
});

afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  await proxy.close();
  await smtp.close();
  await handle.close();
  await database.drop();
});

/** The travelers, signed in through the proxy: the site is https, so their cookie is the Secure one. */
const travelers: Traveler[] = [];
const racing: Traveler[] = [];
beforeAll(async () => {
  for (const [index, person] of people.entries()) {
    const signedIn = await signIn(viaProxy, person.email, TEST_PASSWORD, `198.51.100.${index + 1}`);
    expect(signedIn.status).toBe(302);
    travelers.push({ ...person, cookie: signedIn.cookie });
  }
  for (const [index, person] of racers.entries()) {
    const signedIn = await signIn(viaProxy, person.email, TEST_PASSWORD, `198.51.100.${index + 20}`);
    expect(signedIn.status).toBe(302);
    racing.push({ ...person, cookie: signedIn.cookie });
  }
});

const releasedIn = (server: RunningServer) =>
  [
    ...server.output().matchAll(/"area":"bookings".*?"msg":"(\d+) réservation\(s\) non payée\(s\) expirée\(s\)/g),
  ].reduce((total, match) => total + Number(match[1]), 0);

describe("two processes on one PostgreSQL, behind a TLS proxy", () => {
  it("start together on an empty database: migrations applied once, and no demo accounts on a public site", async () => {
    expect(appliedAtStart).toEqual(
      fs
        .readdirSync(migrationsDirectory())
        .filter((name) => name.endsWith(".sql"))
        .sort(),
    );
    const applied = [a, b].filter((server) => /"area":"db".*"msg":"migrations appliquées/.test(server.output()));
    expect(applied).toHaveLength(1);
    // The README's demo passwords (an administrator's among them) must not open a public site.
    expect(usersAtStart).toBe(0);
    expect(a.output() + b.output()).not.toContain("Comptes de démonstration");
  });

  it("signs in behind the proxy with the Secure cookie (https seen through X-Forwarded-Proto)", async () => {
    const answer = await signIn(viaProxy, people[3]!.email, TEST_PASSWORD, "198.51.100.200");
    expect(answer.status).toBe(302);
    const session = answer.setCookie.find((cookie) => cookie.startsWith("__Host-bv.session_token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
  });

  it("sends each queued e-mail once, the two workers sharing the outbox", async () => {
    await waitUntil(
      async () => {
        const rows = await handle.query<{ status: string }>(
          "SELECT status FROM email_outbox WHERE id = ANY($1::uuid[])",
          [queued],
        );
        return rows.every((row) => row.status === "sent");
      },
      30_000,
      "les e-mails en file envoyés",
    );
    const counts = smtp.countsByOutboxId();
    expect(queued.filter((id) => counts.get(id) !== 1)).toEqual([]);
  });

  it("books the same dates once when both processes take them at the same moment", async () => {
    for (let round = 0; round < 4; round += 1) {
      const stay = stayIn(100 + round * 5, 3);
      const answers = await Promise.all([
        book(direct(a), racing[round * 2]!.cookie, listing!, stay, {
          firstName: "Aïcha",
          lastName: "Dossou",
          email: racing[round * 2]!.email,
        }),
        book(direct(b), racing[round * 2 + 1]!.cookie, listing!, stay, {
          firstName: "Koffi",
          lastName: "Mensah",
          email: racing[round * 2 + 1]!.email,
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toContain("Ces dates ne sont plus disponibles");
      const stored = await handle.query("SELECT id FROM bookings WHERE listing_id = $1 AND start_date = $2", [
        listing,
        stay.checkIn,
      ]);
      expect(stored).toHaveLength(1);
    }
  });

  it("counts sign-in attempts together: per account, and per client address", async () => {
    const email = travelers[2]!.email;
    // Ten wrong passwords for one account, alternately on each process, from ten addresses.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await signIn(direct(attempt % 2 ? b : a), email, "mauvais-mot-de-passe", `192.0.2.${attempt + 1}`);
      expect(answer.status).toBe(400);
    }
    for (const server of [a, b]) {
      const refused = await signIn(direct(server), email, TEST_PASSWORD, "192.0.2.99");
      expect(refused.status).toBe(429);
      expect(refused.cookie).toBe("");
    }
    // Ten failures from one address, each for another account, alternately on each process:
    // the address is busy for both (ADR 028). A neighbour's right password still gets in,
    // whichever process answers; an account guessed from there three more times, across the
    // two processes, is refused there, and still gets in from another address.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await signIn(
        direct(attempt % 2 ? a : b),
        `inconnu${attempt}@exemple.bj`,
        "mauvais-mot-de-passe",
        "203.0.113.50",
      );
      expect(answer.status).toBe(400);
    }
    for (const server of [a, b]) {
      expect((await signIn(direct(server), travelers[3]!.email, TEST_PASSWORD, "203.0.113.50")).status).toBe(302);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await signIn(
        direct(attempt % 2 ? a : b),
        travelers[0]!.email,
        "mauvais-mot-de-passe",
        "203.0.113.50",
      );
      expect(answer.status).toBe(400);
    }
    for (const server of [a, b]) {
      expect((await signIn(direct(server), travelers[0]!.email, TEST_PASSWORD, "203.0.113.50")).status).toBe(429);
    }
    expect((await signIn(direct(b), travelers[0]!.email, TEST_PASSWORD, "203.0.113.51")).status).toBe(302);
  });

  it("applies a webhook delivered to both processes once", async () => {
    const traveler = travelers[1]!;
    const booked = await book(direct(a), traveler.cookie, listing!, stayIn(150, 2), {
      firstName: "Koffi",
      lastName: "Mensah",
      email: traveler.email,
    });
    const checkout = await startPayment(direct(b), traveler.cookie, booked.bookingId!);
    expect(checkout).toContain(`${proxy.url}/fedapay-standin/checkout/`);
    // The payer approves at FedaPay; FedaPay's event then reaches both processes at once.
    const token = new URL(checkout!).pathname.split("/").pop()!;
    const [approved] = await getDb()
      .update(standInTransactions)
      .set({ status: "approved", mode: "mtn_open", approvedAt: new Date(), updatedAt: new Date() })
      .where(eq(standInTransactions.token, token))
      .returning();
    const body = JSON.stringify({ name: "transaction.approved", entity: toFedaPayObject(approved!) });
    const signature = signWebhook(body, await standInWebhookSecret());
    const deliveries = await Promise.all(
      [a, b].map((server) =>
        send(direct(server), WEBHOOK_PATH, {
          method: "POST",
          headers: { "content-type": "application/json", "x-fedapay-signature": signature, origin: "" },
          body,
        }),
      ),
    );
    expect(deliveries.map((response) => response.status)).toEqual([200, 200]);

    const [state] = await handle.query<{ status: string; payment_status: string }>(
      "SELECT status, payment_status FROM bookings WHERE id = $1",
      [booked.bookingId],
    );
    expect(state).toEqual({ status: "approved", payment_status: "completed" });
    // One approved event recorded once (the stand-in's own transaction.created is another).
    expect(await handle.query("SELECT id FROM payment_events WHERE event_name = 'transaction.approved'")).toHaveLength(
      1,
    );
    expect(await confirmedWithoutTheirEmails(handle)).toEqual([]);
    expect(await repeatedNotifications(handle)).toEqual([]);
    const [confirmation] = await handle.query<{ id: string }>("SELECT id FROM email_outbox WHERE dedupe_key = $1", [
      `booking-confirmed:${booked.bookingId}`,
    ]);
    await waitUntil(
      () => Promise.resolve(smtp.countsByOutboxId().has(confirmation!.id)),
      20_000,
      "l'e-mail de confirmation",
    );
    expect(smtp.countsByOutboxId().get(confirmation!.id)).toBe(1);
  });

  it("a traveler books and pays through the proxy, served by both processes", async () => {
    const traveler = travelers[0]!;
    proxy.served.length = 0;
    const booked = await book(viaProxy, traveler.cookie, listing!, stayIn(200, 2), {
      firstName: "Aïcha",
      lastName: "Dossou",
      email: traveler.email,
    });
    expect(booked.status).toBe(200);
    const checkout = await startPayment(viaProxy, traveler.cookie, booked.bookingId!);
    // The stand-in's checkout, and its webhook to our endpoint, go through the proxy too.
    const callback = await approveOnCheckout(checkout!, proxy.fetch);
    expect(callback).toContain(`${proxy.url}/payment-success?booking_id=${booked.bookingId}`);
    expect((await resultPage(viaProxy, traveler.cookie, booked.bookingId!)).confirmed).toBe(true);
    expect(new Set(proxy.served)).toEqual(new Set([a.baseUrl, b.baseUrl]));
    const page = await send(viaProxy, "/my-bookings", { cookie: traveler.cookie });
    expect(await page.text()).toContain(`data-booking-reference="`);
  });
  // Last: by now the processes' next expiry run (every 30 s) is near.
  it("releases each expired hold once, both processes running the job", async () => {
    const ids = expiredHolds.map((booking) => booking.id);
    await waitUntil(
      async () => {
        const rows = await handle.query<{ status: string }>("SELECT status FROM bookings WHERE id = ANY($1::uuid[])", [
          ids,
        ]);
        return rows.every((row) => row.status === "expired");
      },
      45_000,
      "les réservations non payées expirées",
    );
    expect(releasedIn(a) + releasedIn(b)).toBe(ids.length);
    expect(await handle.query("SELECT id FROM listing_calendar WHERE booking_id = ANY($1::uuid[])", [ids])).toEqual([]);
  });
});
