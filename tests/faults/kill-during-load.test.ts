// `kill -9` of the server in the middle of bookings and payments, then a restart on the
// same database (PostgreSQL): no confirmed booking lost, none duplicated, no payment left
// inconsistent, every queued e-mail delivered once — the one e-mail a mail server may have
// accepted in the instant before the kill, and only it, may arrive twice, with the same
// Message-ID both times (docs/DEPLOY.md, "E-mails").
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { startBookingLoad } from "#tests/faults/support/booking-load";
import {
  confirmedWithoutTheirEmails,
  inconsistentPayments,
  overlappingBookings,
  paidWithoutOnePayment,
  repeatedNotifications,
  unsentDueEmails,
  waitUntil,
} from "#tests/faults/support/consistency";
import { createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { book, startPayment, type Site } from "#tests/faults/support/journeys";
import { startSmtpSink, type SmtpSink } from "#tests/faults/support/smtp-sink";
import { startServer, type RunningServer } from "#tests/support/start-server";

const database = await createDatabase("faults_kill");
const handle = await openInTestProcess(database.url);
const servers: RunningServer[] = [];
const sinks: SmtpSink[] = [];

// Each test ends with no process left running: the next one must be alone on the database.
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
});

afterAll(async () => {
  for (const sink of sinks) await sink.close();
  await handle.close();
  await database.drop();
});

async function start(smtp: SmtpSink, previous?: RunningServer) {
  const server = await startServer({
    databaseUrl: database.url,
    env: { SMTP_URL: smtp.url },
    // A restart takes the same address and data directory, as a process manager would.
    ...(previous ? { port: previous.port, dataDir: previous.dataDir } : {}),
  });
  servers.push(server);
  return server;
}

const siteOf = (server: RunningServer): Site => ({ baseUrl: server.baseUrl, origin: server.publicUrl });

async function statusesOf(ids: string[]) {
  const rows = await handle.query<{ id: string; status: string }>(
    "SELECT id, status FROM email_outbox WHERE id = ANY($1::uuid[])",
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}

describe("kill -9 during a load of bookings and payments (PostgreSQL)", () => {
  it("loses no confirmed booking, duplicates none, leaves no payment inconsistent, mails each e-mail once", async () => {
    const listings = await createListings(6, "charge");
    const travelers = await createTravelers(6, "charge");
    // A slow mail server: the worker is often in the middle of a send when the kill comes.
    const smtp = await startSmtpSink({ delayMs: 40 });
    sinks.push(smtp);
    let server = await start(smtp);
    // 120 rounds over 6 listings: dates 30 to 150 days ahead, and a load that outlasts the
    // first e-mails (the outbox runs every 5 s) however fast the server answers.
    const load = startBookingLoad(() => siteOf(server), travelers, listings, 30);

    // In full swing: several bookings paid and confirmed, e-mails going out.
    await waitUntil(
      async () => {
        const [row] = await handle.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM bookings WHERE status = 'approved'",
        );
        // Six confirmations the travelers saw on the result page, not only in the database:
        // what is checked after the restart is that none of them was lost.
        const seen = load.attempts.filter((attempt) => attempt.confirmedSeen).length;
        return row!.count >= 6 && seen >= 6 && smtp.deliveries.length >= 2;
      },
      90_000,
      "au moins 6 réservations payées (vues confirmées) et 2 e-mails envoyés avant l'arrêt brutal",
    );
    await server.kill();
    await load.done;
    // A message the mail server was still taking in when the process died lands now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const deliveredBeforeRestart = new Set(smtp.deliveries.map((delivery) => delivery.outboxId));
    const outboxAtKill = await handle.query<{ id: string; status: string }>("SELECT id, status FROM email_outbox");
    // Accepted by the mail server, not yet recorded as sent: the only ones that may go twice.
    const inTheWindow = outboxAtKill
      .filter((row) => row.status !== "sent" && deliveredBeforeRestart.has(row.id))
      .map((row) => row.id);
    expect(load.attempts.some((attempt) => attempt.interruptedAt)).toBe(true);

    server = await start(smtp, server);
    // After the restart, the site takes new bookings and payments as before.
    const after = startBookingLoad(() => siteOf(server), travelers.slice(0, 2), listings, 250, 2);
    await after.done;
    const createdAfter = after.attempts.filter((attempt) => attempt.bookingId);
    expect(createdAfter).toHaveLength(2);
    expect(after.attempts.some((attempt) => attempt.confirmedSeen)).toBe(true);

    // Payments approved at FedaPay whose webhook died with the process are confirmed by
    // the server itself, without the traveler coming back to the result page.
    await waitUntil(async () => (await inconsistentPayments(handle)).length === 0, 30_000, "paiements cohérents");
    // The outbox sends up to 20 e-mails every 5 s per process: the backlog of the load
    // (two or three e-mails per paid booking) takes its time.
    const backlog = await unsentDueEmails(handle);
    await waitUntil(
      async () => (await unsentDueEmails(handle)) === 0,
      30_000 + Math.ceil(backlog / 20) * 5_000,
      `tous les ${backlog} e-mails dus envoyés`,
    );

    // No confirmed booking lost: what the result page confirmed is confirmed in the database.
    const confirmedSeen = [...load.attempts, ...after.attempts].filter((attempt) => attempt.confirmedSeen);
    expect(confirmedSeen.length).toBeGreaterThanOrEqual(6);
    const approved = await handle.query<{ id: string }>(
      "SELECT id FROM bookings WHERE status = 'approved' AND payment_status = 'completed'",
    );
    const approvedIds = new Set(approved.map((row) => row.id));
    expect(confirmedSeen.filter((attempt) => !approvedIds.has(attempt.bookingId!))).toEqual([]);
    // Those paid after the restart are confirmed too (by the webhook, or the result page).
    expect(createdAfter.filter((attempt) => !approvedIds.has(attempt.bookingId!))).toEqual([]);

    // None duplicated: one booking per answer the form gave, no two on the same nights.
    const perAttempt = await handle.query<{ user_id: string; listing_id: string; start_date: string; count: number }>(
      "SELECT user_id, listing_id, start_date, count(*)::int AS count FROM bookings GROUP BY 1, 2, 3 HAVING count(*) > 1",
    );
    expect(perAttempt).toEqual([]);
    expect(await overlappingBookings(handle)).toEqual([]);
    const contested = load.attempts.filter((attempt) => attempt.bookingStatus === 409);
    expect(contested.length).toBeGreaterThan(0);

    // No payment inconsistent; each paid booking paid once; its e-mails and notices once.
    expect(await inconsistentPayments(handle)).toEqual([]);
    expect(await paidWithoutOnePayment(handle)).toEqual([]);
    expect(await confirmedWithoutTheirEmails(handle)).toEqual([]);
    expect(await repeatedNotifications(handle)).toEqual([]);

    // Every e-mail delivered; twice only if it was in the window, then with one Message-ID.
    const counts = smtp.countsByOutboxId();
    const sent = await handle.query<{ id: string }>("SELECT id FROM email_outbox WHERE status = 'sent'");
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((row) => !counts.has(row.id))).toEqual([]);
    const twice = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    expect(twice.filter((id) => !inTheWindow.includes(id))).toEqual([]);
    expect(inTheWindow.length).toBeLessThanOrEqual(1);
    for (const id of twice) {
      expect(counts.get(id)).toBe(2);
      expect(
        new Set(smtp.deliveries.filter((delivery) => delivery.outboxId === id).map((delivery) => delivery.messageId))
          .size,
      ).toBe(1);
    }
    await server.stop();
  });

  it("confirms a payment approved while the server was down, without the traveler coming back", async () => {
    const [listing] = await createListings(1, "panne");
    const [traveler] = await createTravelers(1, "panne");
    const smtp = await startSmtpSink();
    sinks.push(smtp);
    let server = await start(smtp);
    const booked = await book(siteOf(server), traveler!.cookie, listing!, stayIn(20, 3), {
      firstName: "Aïcha",
      lastName: "Dossou",
      email: traveler!.email,
    });
    const checkout = await startPayment(siteOf(server), traveler!.cookie, booked.bookingId!);
    expect(checkout).toContain("/fedapay-standin/checkout/");
    await server.kill();

    // Meanwhile the payer approves on FedaPay's side; its webhook finds no one to answer.
    const token = new URL(checkout!).pathname.split("/").pop();
    await handle.query(
      "UPDATE fedapay_standin_transactions SET status = 'approved', mode = 'mtn_open', approved_at = now(), updated_at = now() WHERE token = $1",
      [token],
    );

    server = await start(smtp, server);
    const confirmed = await waitUntil(
      async () => {
        const [row] = await handle.query<{ status: string; payment_status: string }>(
          "SELECT status, payment_status FROM bookings WHERE id = $1",
          [booked.bookingId],
        );
        return row!.status === "approved" ? row : null;
      },
      30_000,
      "réservation confirmée après le redémarrage",
    );
    expect(confirmed).toEqual({ status: "approved", payment_status: "completed" });
    await waitUntil(
      () => Promise.resolve(smtp.deliveries.some((delivery) => delivery.to.includes(traveler!.email))),
      20_000,
      "e-mail de confirmation au voyageur",
    );
    expect(await inconsistentPayments(handle)).toEqual([]);
    await server.stop();
  });

  it("sends again, with the same Message-ID, only the e-mail accepted in the instant before the kill", async () => {
    // Quiet outbox first: only this test's e-mails are due.
    await handle.query("UPDATE email_outbox SET status = 'sent' WHERE status <> 'sent'");
    let server: RunningServer | undefined;
    let killedAt = 0;
    const smtp = await startSmtpSink({
      // The mail server has the whole message and is about to answer 250: kill -9 now.
      beforeAccept: async () => {
        if (killedAt || !server) return;
        killedAt = Date.now();
        await server.kill();
      },
    });
    sinks.push(smtp);
    server = await start(smtp);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(
        (await enqueueEmail(getDb(), {
          to: `client${index}@exemple.bj`,
          subject: `Message ${index}`,
          text: "Bonjour",
          template: "test",
        }))!,
      );
    }
    await waitUntil(() => Promise.resolve(killedAt > 0), 30_000, "arrêt brutal pendant un envoi");
    expect([...(await statusesOf(ids)).values()].filter((status) => status === "sent")).toEqual([]);

    const restarted = await start(smtp, server);
    server = restarted;
    const restartedAt = Date.now();
    await waitUntil(
      async () => [...(await statusesOf(ids)).values()].every((status) => status === "sent"),
      60_000,
      "e-mails envoyés après redémarrage",
    );
    // Taken back at once: the claim of a dead process does not wait for its 2-minute lease.
    expect(Date.now() - restartedAt).toBeLessThan(30_000);
    const counts = smtp.countsByOutboxId();
    const first = smtp.deliveries[0]!;
    expect(ids.map((id) => counts.get(id))).toEqual(ids.map((id) => (id === first.outboxId ? 2 : 1)));
    const copies = smtp.deliveries.filter((delivery) => delivery.outboxId === first.outboxId);
    expect(copies.map((delivery) => delivery.messageId)).toEqual([first.messageId, first.messageId]);
    expect(first.messageId).toMatch(new RegExp(`^<${first.outboxId}@`));
    await restarted.stop();
  });
});
