// Restarts nobody notices (docs/decisions/031): the built server on the machine's
// PostgreSQL, stopped with SIGTERM while a request waits on the database. /readyz says 503
// at once while pages are still served through the drain delay; the waiting request ends
// with its 200 page, then the process closes its pool and exits 0. /healthz and /readyz
// answer without a Host header (a balancer's HTTP/1.0 check); any other request without
// Host is refused 400, never 500.
import net from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getDatabaseHandle } from "#server/db/client.server";
import { exitOf } from "#tests/faults/support/child-exit";
import { createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings } from "#tests/faults/support/fixtures";
import { startServer, type RunningServer } from "#tests/support/start-server";

const database = await createDatabase("faults_restarts");
const handle = await openInTestProcess(database.url);
const [listingId] = await createListings(1, "arret");
const servers: RunningServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
});

afterAll(async () => {
  await handle.close().catch(() => undefined);
  await database.drop();
});

async function start(env: Record<string, string> = {}, port?: number) {
  const server = await startServer({ databaseUrl: database.url, port, env: { DEMO_DATA: "off", ...env } });
  servers.push(server);
  return server;
}

/** One raw HTTP/1.0 request (no Host header unless given), as a balancer's check sends it. */
function rawRequest(port: number, lines: string[]): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, text: data.slice(data.indexOf("\r\n\r\n") + 4) });
    });
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}

describe("health checks and requests without Host", () => {
  it("answers /healthz and /readyz without Host, and 400 (not 500) to a page or robots.txt without it", async () => {
    const server = await start();
    const health = await rawRequest(server.port, ["GET /healthz HTTP/1.0"]);
    expect(health).toEqual({ status: 200, text: "ok" });
    const ready = await rawRequest(server.port, ["GET /readyz HTTP/1.0"]);
    expect(ready).toEqual({ status: 200, text: "ok" });
    for (const path of ["/robots.txt", "/", `/property/${listingId}`, "/search?destination=Cotonou"]) {
      const answer = await rawRequest(server.port, [`GET ${path} HTTP/1.0`]);
      expect(answer.status, path).toBe(400);
      expect(answer.text, path).toBe("Requête refusée : l'en-tête Host est absent.");
    }
    // With a Host, robots.txt is served as before.
    const robots = await rawRequest(server.port, ["GET /robots.txt HTTP/1.0", "Host: www.benin-voyages.bj"]);
    expect(robots.status).toBe(200);
    expect(server.output()).not.toMatch(/TypeError|Invalid URL/);
  });

  it("/readyz says 503 when the database does not answer within READY_TIMEOUT_MS; /healthz stays 200", async () => {
    // No limit on pages rendered at once (docs/decisions/046: four by default would leave
    // the probe a connection): every connection of the app's pool (ten) waits on a lock held
    // here, so the probe's SELECT 1 gets none in time, as when the database hangs.
    const server = await start({ READY_TIMEOUT_MS: "300", RENDER_CONCURRENCY: "0" });
    const blockers = await getDatabaseHandle().withConnection(async (connection) => {
      await connection.exec("BEGIN; LOCK TABLE listings IN ACCESS EXCLUSIVE MODE");
      // Twelve different addresses: the same anonymous address asked twice at once is
      // rendered once (docs/decisions/036), and each page must hold a connection here.
      const pending = Array.from({ length: 12 }, (_, index) =>
        fetch(`${server.baseUrl}/property/${listingId}?visite=${index}`, { signal: AbortSignal.timeout(20_000) }).catch(
          () => null,
        ),
      );
      // The pages' queries wait on the lock, holding the pool's ten connections.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ready = await fetch(`${server.baseUrl}/readyz`);
      const health = await fetch(`${server.baseUrl}/healthz`);
      const answers = { ready: ready.status, readyText: await ready.text(), health: health.status };
      await connection.exec("COMMIT");
      await Promise.all(pending);
      return answers;
    });
    expect(blockers).toEqual({ ready: 503, readyText: "base de données trop lente", health: 200 });
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });
});

describe("a port already taken", () => {
  it("stops the start with a French message, never saying it serves", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const failure = await start({}, port).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(new RegExp(`Le port ${port} est déjà utilisé par un autre processus \\(EADDRINUSE\\)`));
      expect(failure).not.toMatch(/est servi sur/);
    } finally {
      holder.close();
    }
  });
});

describe("SIGTERM", () => {
  it("fails /readyz at once, serves through the drain, finishes the slow request with 200, then exits 0", async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: "1500", SHUTDOWN_TIMEOUT_MS: "20000" });
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const exited = exitOf(server.process);
    const result = await getDatabaseHandle().withConnection(async (connection) => {
      // The listing's page waits on this lock: a request blocked for a moment.
      await connection.exec("BEGIN; LOCK TABLE listings IN ACCESS EXCLUSIVE MODE");
      const slow = fetch(`${server.baseUrl}/property/${listingId}`, { signal: AbortSignal.timeout(30_000) });
      await new Promise((resolve) => setTimeout(resolve, 400));
      server.process.kill("SIGTERM");
      await server.waitForOutput(/SIGTERM reçu/);
      // Draining: not ready, but still serving.
      const ready = await fetch(`${server.baseUrl}/readyz`);
      const health = await fetch(`${server.baseUrl}/healthz`);
      const robots = await fetch(`${server.baseUrl}/robots.txt`);
      const during = {
        ready: ready.status,
        health: health.status,
        robots: robots.status,
        robotsConnection: robots.headers.get("connection"),
      };
      // Past the drain the process stops accepting, but waits for the blocked request.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const stillRunning = server.process.exitCode === null;
      const refused = await fetch(`${server.baseUrl}/healthz`).then(
        () => false,
        () => true,
      );
      await connection.exec("COMMIT");
      const answer = await slow;
      return { during, stillRunning, refused, status: answer.status, page: await answer.text() };
    });
    expect(result.during).toEqual({ ready: 503, health: 200, robots: 200, robotsConnection: "close" });
    expect(result.stillRunning).toBe(true);
    expect(result.refused).toBe(true);
    expect(result.status).toBe(200);
    expect(result.page).toContain("Villa arret 0");
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/arrêté proprement/);
    expect(server.output()).not.toMatch(/Cannot use a pool after calling end/);
  });

  it("gives up on a request still blocked at SHUTDOWN_TIMEOUT_MS, and still exits 0", async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: "100", SHUTDOWN_TIMEOUT_MS: "1000" });
    const exited = exitOf(server.process);
    const outcome = await getDatabaseHandle().withConnection(async (connection) => {
      await connection.exec("BEGIN; LOCK TABLE listings IN ACCESS EXCLUSIVE MODE");
      const slow = fetch(`${server.baseUrl}/property/${listingId}`, { signal: AbortSignal.timeout(30_000) }).then(
        (response) => response.status,
        () => "cut" as const,
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      const started = Date.now();
      server.process.kill("SIGTERM");
      const exit = await exited;
      const ms = Date.now() - started;
      await connection.exec("ROLLBACK");
      return { exit, ms, slow: await slow };
    });
    expect(outcome.exit).toEqual({ code: 0, signal: null });
    expect(outcome.ms).toBeLessThan(8_000);
    expect(outcome.slow).toBe("cut");
    expect(server.output()).toMatch(/requête\(s\) encore en cours après 1000 ms/);
  });
});
