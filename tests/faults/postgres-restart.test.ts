// PostgreSQL restarted under a running app (a private cluster: the machine's shared one is
// left alone). While it is down the app answers errors, quickly and in French, and stays
// up; once it is back the app serves again by itself, without a restart. An app started
// while the database is down waits for it instead of exiting.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { waitUntil } from "#tests/faults/support/consistency";
import { createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { book, send, type Site } from "#tests/faults/support/journeys";
import { startPrivatePostgres } from "#tests/faults/support/private-postgres";
import { startSmtpSink, type SmtpSink } from "#tests/faults/support/smtp-sink";
import { startServer, type RunningServer } from "#tests/support/start-server";

const cluster = await startPrivatePostgres();
const database = await createDatabase("faults_restart", cluster.adminUrl);
const handle = await openInTestProcess(database.url);
const [listing] = await createListings(1, "redemarrage");
const [traveler] = await createTravelers(1, "redemarrage");
const servers: RunningServer[] = [];
const sinks: SmtpSink[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
});

afterAll(async () => {
  for (const sink of sinks) await sink.close();
  await handle.close().catch(() => undefined);
  await cluster.remove();
});

const siteOf = (server: RunningServer): Site => ({ baseUrl: server.baseUrl, origin: server.publicUrl });

type Answer = { at: number; status: number | "no answer"; text: string; ms: number };

/** The traveler's bookings page, once: what it answered and how fast. */
async function visit(site: Site): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await send(site, "/my-bookings", { cookie: traveler!.cookie, timeoutMs: 15_000 });
    return { at: started, status: response.status, text: await response.text(), ms: Date.now() - started };
  } catch {
    return { at: started, status: "no answer", text: "", ms: Date.now() - started };
  }
}

describe("PostgreSQL restarted under the app", () => {
  it("answers errors while it is down, then serves again by itself; the outbox loses nothing", async () => {
    let stoppedAt = 0;
    let downAt = 0;
    let restartedAt = 0;
    // The database goes down while the worker waits for the mail server's answer, holding
    // its connection between two statements (the moment a dropped connection must not
    // crash the process).
    const smtp = await startSmtpSink({
      delayMs: 500,
      beforeAccept: async () => {
        if (stoppedAt) return;
        stoppedAt = Date.now();
        await cluster.stop("fast");
        downAt = Date.now();
      },
    });
    sinks.push(smtp);
    const server = await startServer({ databaseUrl: database.url, env: { SMTP_URL: smtp.url } });
    servers.push(server);
    const site = siteOf(server);
    expect((await visit(site)).status).toBe(200);
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      ids.push(
        (await enqueueEmail(getDb(), {
          to: `client${index}@exemple.bj`,
          subject: `Message ${index}`,
          text: "Bonjour",
          template: "test",
        }))!,
      );
    }

    const answers: Answer[] = [];
    let looping = true;
    const loop = (async () => {
      while (looping) {
        answers.push(await visit(site));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    await waitUntil(() => Promise.resolve(downAt > 0), 30_000, "PostgreSQL arrêté pendant un envoi");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.process.exitCode, server.output()).toBeNull();
    // Down for a few seconds, under requests.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(server.process.exitCode).toBeNull();
    const restarting = Date.now();
    await cluster.start();
    restartedAt = Date.now();
    await waitUntil(
      () => Promise.resolve(answers.some((answer) => answer.at > restartedAt && answer.status === 200)),
      30_000,
      "la page répond de nouveau après le retour de PostgreSQL",
    );
    looping = false;
    await loop;

    // Meanwhile: errors (the French error page), answered quickly, never a hang.
    const duringOutage = answers.filter((answer) => answer.at > downAt && answer.at + answer.ms < restarting);
    expect(duringOutage.length).toBeGreaterThan(3);
    for (const answer of duringOutage) {
      expect(answer.status).toBe(500);
      expect(answer.text).toContain("Une erreur s&#x27;est produite");
      expect(answer.ms).toBeLessThan(10_000);
    }
    // The same process, still up: it recovered by itself.
    expect(server.process.exitCode).toBeNull();
    expect(server.process.signalCode).toBeNull();

    // Writes work again, and the outbox delivered each e-mail once: the one the mail server
    // accepted while the database was away was recorded as sent, not sent again.
    const answer = await book(site, traveler!.cookie, listing!, stayIn(40, 2), {
      firstName: "Aïcha",
      lastName: "Dossou",
      email: traveler!.email,
    });
    expect(answer.status).toBe(200);
    await waitUntil(
      async () => {
        const rows = await handle.query<{ status: string }>(
          "SELECT status FROM email_outbox WHERE id = ANY($1::uuid[])",
          [ids],
        );
        return rows.every((row) => row.status === "sent");
      },
      30_000,
      "les e-mails envoyés après le retour de PostgreSQL",
    );
    const counts = smtp.countsByOutboxId();
    expect(ids.map((id) => counts.get(id))).toEqual([1, 1, 1, 1]);
  });

  it("starts while PostgreSQL is down: waits for it, then serves", async () => {
    await cluster.stop("fast");
    let waiting = "";
    const starting = startServer({
      databaseUrl: database.url,
      readyTimeoutMs: 90_000,
      onOutput: (chunk) => (waiting += chunk),
    });
    let exited: Error | undefined;
    starting.catch((error: Error) => (exited = error));
    // It says it waits, and keeps waiting (a few tries), instead of exiting.
    const tries = () => (waiting.match(/"area":"db".*"msg":"base de données injoignable/g) ?? []).length;
    await waitUntil(() => Promise.resolve(exited || tries() >= 3), 60_000, "le serveur attend sa base");
    if (exited) throw exited;
    await cluster.start();
    const server = await starting;
    servers.push(server);
    const answer = await visit(siteOf(server));
    expect(answer.status).toBe(200);
  });
});
