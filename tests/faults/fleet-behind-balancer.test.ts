// Issue 21's "must show" (docs/decisions/031): the fleet as an operator runs it. Three
// processes of the built server, each with its own data directory (three machines,
// pictures on S3: s3rver), on the machine's PostgreSQL through PgBouncer in transaction
// mode, behind HAProxy (round robin, no stickiness, checking GET /readyz), both installed
// by the project's script and configured as docs/DEPLOY.md says. Started at the same
// instant on an empty database: all three serve, the migrations and the demo data loaded
// once. Each process restarted in turn (SIGTERM, exit, start) under load: no request
// fails. SIGTERM during slow requests: they complete. A double 'Payer' split across two
// processes: one FedaPay transaction. 150 e-mails under load: each sent once, none waiting
// for a lease.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, type DatabaseHandle } from "#server/db/client.server";
import { migrationsDirectory } from "#server/db/migrate.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { exitOf } from "#tests/faults/support/child-exit";
import { waitUntil } from "#tests/faults/support/consistency";
import { createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { SERVED_BY_HEADER, startHaProxy } from "#tests/faults/support/haproxy";
import { book, startPayment, type Site } from "#tests/faults/support/journeys";
import { startPageLoad } from "#tests/faults/support/page-load";
import { startPgBouncer } from "#tests/faults/support/pgbouncer";
import { startS3Server } from "#tests/faults/support/s3-server";
import { startSmtpSink } from "#tests/faults/support/smtp-sink";
import { freePort, startServer, type RunningServer } from "#tests/support/start-server";

const database = await createDatabase("faults_fleet");
const s3 = await startS3Server("benin-flotte-equilibree");
const smtp = await startSmtpSink();
const bouncer = await startPgBouncer();
const ports = await Promise.all([0, 1, 2].map(() => freePort()));
const balancer = await startHaProxy(ports);
const dataDirectories = ports.map(() => fs.mkdtempSync(path.join(os.tmpdir(), "benin-machine-")));
// The balancer marks a backend down after inter × fall = 2 s: the drain outlasts it.
const DRAIN_MS = 3_000;

function startMachine(index: number) {
  return startServer({
    port: ports[index],
    dataDir: dataDirectories[index],
    databaseUrl: bouncer.urlFor(database.url),
    publicUrl: balancer.url,
    env: { MULTI_MACHINE: "on", SMTP_URL: smtp.url, ...s3.env, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
  });
}

// The same instant, on an empty database, as after a first deployment.
const servers: RunningServer[] = await Promise.all(ports.map((_, index) => startMachine(index)));
await balancer.waitUntilUp();
// The test's own connection, straight to PostgreSQL (the migrations are already there).
const handle: DatabaseHandle = await openInTestProcess(database.url);
const [listingId] = await createListings(1, "flotte");
const site: Site = { baseUrl: balancer.url, origin: balancer.url };
const direct = (server: RunningServer): Site => ({ baseUrl: server.baseUrl, origin: server.baseUrl });
const VISITED = ["/", `/property/${listingId}`, "/search?destination=Cotonou", "/robots.txt", "/en/"];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await balancer.stop();
  await bouncer.stop();
  await smtp.close();
  await s3.close();
  await handle.close();
  await database.drop();
  for (const directory of dataDirectories) fs.rmSync(directory, { recursive: true, force: true });
});

/** docs/DEPLOY.md's rolling restart for one process: SIGTERM, wait for its exit, start it again, wait until the balancer has it back. */
async function restart(index: number) {
  const exited = exitOf(servers[index]!.process);
  servers[index]!.process.kill("SIGTERM");
  expect(await exited, `web${index + 1}`).toEqual({ code: 0, signal: null });
  servers[index] = await startMachine(index);
  expect((await fetch(`${servers[index]!.baseUrl}/readyz`)).status).toBe(200);
  await balancer.waitUntilUp();
}

describe("three machines behind HAProxy, through PgBouncer in transaction mode", () => {
  it("started at the same instant on an empty database: migrations and demo data once, all three serve", async () => {
    const files = fs.readdirSync(migrationsDirectory()).filter((name) => name.endsWith(".sql"));
    expect(await handle.query("SELECT name FROM schema_migrations")).toHaveLength(files.length);
    expect(servers.filter((server) => /"area":"db".*"msg":"migrations appliquées/.test(server.output()))).toHaveLength(
      1,
    );
    expect(servers.filter((server) => /données de démonstration chargées/.test(server.output()))).toHaveLength(1);
    const [accounts] = await handle.query<{ n: number; distinct: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT email)::int AS distinct FROM users",
    );
    expect(accounts!.n).toBeGreaterThan(0);
    expect(accounts!.n).toBe(accounts!.distinct);
    for (const server of servers) {
      expect(server.output()).not.toMatch(/échec du chargement|duplicate key|a échoué/);
      // Pictures went to S3, not to the machine's disk.
      expect(fs.existsSync(path.join(server.dataDir, "media"))).toBe(false);
    }
    // Round robin: six pages, each machine among those answering.
    const answeredBy: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${balancer.url}/`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      answeredBy.push(response.headers.get(SERVED_BY_HEADER)!);
    }
    expect([...new Set(answeredBy)].toSorted(), JSON.stringify(answeredBy)).toEqual(["web1", "web2", "web3"]);
    // Every process reaches the database through PgBouncer, named after its port.
    const clients = await bouncer.admin("SHOW CLIENTS");
    const names = new Set(clients.map((client) => client.application_name));
    for (const server of servers) expect(names).toContain(`benin-voyages:${server.port}`);
  });

  it("restarts each process in turn under load with 0 failed requests", async () => {
    const load = startPageLoad({
      baseUrl: balancer.url,
      paths: VISITED,
      concurrency: 6,
      servedByHeader: SERVED_BY_HEADER,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const index of [0, 1, 2]) await restart(index);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const report = await load.stop();
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(100);
    expect(Object.keys(report.servedBy).toSorted()).toEqual(["web1", "web2", "web3"]);
    for (const server of servers) expect(server.output()).not.toMatch(/Cannot use a pool after calling end/);
  });

  it("lets slow requests finish through the balancer when their process gets SIGTERM", async () => {
    let victim = -1;
    try {
      const outcome = await handle.withConnection(async (connection) => {
        // The listing's page waits on this lock: requests blocked for a moment.
        await connection.exec("BEGIN; LOCK TABLE listings IN ACCESS EXCLUSIVE MODE");
        // Round robin: slow pages spread over the machines.
        const slow: Promise<{ status: number; by: string | null; page: string; at: number }>[] = [];
        for (let index = 0; index < 6; index += 1) {
          slow.push(
            // A different address each: the same anonymous address asked at once is rendered once (decision 036).
            fetch(`${balancer.url}/property/${listingId}?visite=${index}`, {
              signal: AbortSignal.timeout(30_000),
            }).then(async (response) => ({
              status: response.status,
              by: response.headers.get(SERVED_BY_HEADER),
              page: await response.text(),
              at: Date.now(),
            })),
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // The machine to stop: one whose page query waits on the lock (PgBouncer names the
        // server connection after the process using it: benin-voyages:<port>).
        const waiting = await waitUntil(
          async () => {
            const rows = await handle.query<{ name: string }>(
              "SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%house_rules%'",
            );
            const found = rows.map((row) => ports.indexOf(Number(/^benin-voyages:(\d+)$/.exec(row.name)?.[1])));
            return found.filter((index) => index >= 0).length > 0 && found.filter((index) => index >= 0);
          },
          10_000,
          "une page en attente du verrou",
        );
        victim = waiting[0]!;
        const exited = exitOf(servers[victim]!.process);
        servers[victim]!.process.kill("SIGTERM");
        await servers[victim]!.waitForOutput(/SIGTERM reçu/);
        // Past the drain: the process no longer accepts, but waits for its request.
        await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 1_000));
        const stillRunning = servers[victim]!.process.exitCode === null;
        const committedAt = Date.now();
        await connection.exec("COMMIT");
        return { stillRunning, committedAt, answers: await Promise.all(slow), exit: await exited };
      });
      const served = outcome.answers.map((answer) => answer.by);
      expect(outcome.stillRunning).toBe(true);
      expect(outcome.answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      // Blocked until the lock went, the stopped machine's page among them.
      expect(outcome.answers.every((answer) => answer.at >= outcome.committedAt)).toBe(true);
      expect(served, JSON.stringify(served)).toContain(`web${victim + 1}`);
      for (const answer of outcome.answers) expect(answer.page).toContain("Villa flotte 0");
      expect(outcome.exit).toEqual({ code: 0, signal: null });
      expect(servers[victim]!.output()).toMatch(/arrêté proprement/);
    } finally {
      if (victim >= 0) {
        await servers[victim]!.kill();
        servers[victim] = await startMachine(victim);
        await balancer.waitUntilUp();
      }
    }
  });

  it("creates one FedaPay transaction for a double 'Payer' split across two processes", async () => {
    // An account holds at most two unpaid bookings: one traveler per round.
    const travelers = await createTravelers(3, "flotte-payer");
    for (const [round, traveler] of travelers.entries()) {
      const booked = await book(site, traveler.cookie, listingId!, stayIn(10 + round * 4, 2));
      expect(booked.status, booked.body.slice(0, 300)).toBe(200);
      const bookingId = booked.bookingId!;
      const [first, second] = await Promise.all([
        startPayment(direct(servers[round % 3]!), traveler.cookie, bookingId),
        startPayment(direct(servers[(round + 1) % 3]!), traveler.cookie, bookingId),
      ]);
      expect(first).toMatch(/\/checkout\//);
      expect(second).toBe(first);
      expect(
        await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [bookingId]),
        `tour ${round}`,
      ).toHaveLength(1);
      expect(
        await handle.query("SELECT id FROM fedapay_standin_transactions WHERE custom_metadata->>'booking_id' = $1", [
          bookingId,
        ]),
        `tour ${round}`,
      ).toHaveLength(1);
    }
  });

  it("sends 150 e-mails under load, each once, none waiting for a lease", async () => {
    const load = startPageLoad({ baseUrl: balancer.url, paths: VISITED, concurrency: 6 });
    const queuedAt = Date.now();
    const queued: string[] = [];
    for (let index = 0; index < 150; index += 1) {
      queued.push(
        (await enqueueEmail(getDb(), {
          to: `flotte${index}@exemple.bj`,
          subject: `Lettre ${index}`,
          text: "Bonjour",
          template: "test",
        }))!,
      );
    }
    await waitUntil(
      async () => {
        const [row] = await handle.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM email_outbox WHERE id = ANY($1::uuid[]) AND status = 'sent'",
          [queued],
        );
        return row!.n === queued.length;
      },
      60_000,
      "les 150 e-mails envoyés",
    );
    const report = await load.stop();
    const counts = smtp.countsByOutboxId();
    expect(queued.filter((id) => counts.get(id) !== 1)).toEqual([]);
    // Claimed once each: none was taken back after its 2-minute lease.
    const attempts = await handle.query<{ attempts: number }>(
      "SELECT DISTINCT attempts FROM email_outbox WHERE id = ANY($1::uuid[])",
      [queued],
    );
    expect(attempts).toEqual([{ attempts: 1 }]);
    const ours = new Set(queued);
    const lastDelivery = Math.max(...smtp.deliveries.filter((d) => ours.has(d.outboxId)).map((d) => d.at));
    expect(lastDelivery - queuedAt).toBeLessThan(45_000);
    expect(report.failures).toEqual([]);
  });
});
