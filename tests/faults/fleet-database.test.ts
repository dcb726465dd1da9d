// The database side of a fleet (docs/decisions/031): three processes started at the same
// instant on an empty database apply the migrations once and load the demo data once
// (transaction-scoped advisory locks, which also hold behind PgBouncer in transaction
// mode), and all three serve. The pool follows its settings: size (DATABASE_POOL_MAX or
// `?max=`), statement timeout, application_name. With MIGRATIONS_AT_START=off a start on a
// database with pending migrations refuses, naming `npm run db:migrate`.
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.server";
import { migrationsDirectory } from "#server/db/migrate.server";
import { adminQuery, createDatabase } from "#tests/faults/support/databases";
import { startServer, type RunningServer } from "#tests/support/start-server";

const database = await createDatabase("faults_fleetdb");
const servers: RunningServer[] = [];
const inDatabase = (sql: string) => adminQuery(sql, database.url);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await database.drop();
});

describe("three processes started at once on an empty database", () => {
  it("apply each migration once, load the demo data once, and all serve", async () => {
    // Everything each start printed, its retries included: a process that loses its port to
    // another start (startServer tries again on another one) may be the one that loaded.
    const printed = ["", "", ""];
    const started = await Promise.all(
      printed.map((_, index) =>
        startServer({ databaseUrl: database.url, onOutput: (text) => (printed[index] += text) }),
      ),
    );
    servers.push(...started);
    const files = fs.readdirSync(migrationsDirectory()).filter((name) => name.endsWith(".sql"));
    const migrations = await inDatabase("SELECT name FROM schema_migrations");
    expect(migrations).toHaveLength(files.length);
    const loads = printed.flatMap((text) => text.match(/données de démonstration chargées/g) ?? []);
    expect(loads).toHaveLength(1);
    for (const text of printed) expect(text).not.toMatch(/échec du chargement|duplicate key|a échoué/);
    for (const server of started) {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    }
    // One demo load: its accounts once each.
    const [accounts] = await inDatabase("SELECT count(*)::int AS n, count(DISTINCT email)::int AS distinct FROM users");
    expect(accounts.n).toBe(accounts.distinct);
    expect(accounts.n).toBeGreaterThan(0);
  });
});

describe("the pool's settings", () => {
  it("names its connections after its port and bounds them to DATABASE_POOL_MAX", async () => {
    const server = await startServer({
      databaseUrl: database.url,
      env: { DATABASE_POOL_MAX: "3", DATABASE_STATEMENT_TIMEOUT_MS: "12000", DEMO_DATA: "off" },
    });
    servers.push(server);
    const name = `benin-voyages:${server.port}`;
    // Twenty pages at once: at most three pooled connections (and the presence one).
    const pages = Array.from({ length: 20 }, (_, index) => fetch(`${server.baseUrl}/search?page=${(index % 3) + 1}`));
    let most = 0;
    const watching = (async () => {
      for (let round = 0; round < 20; round += 1) {
        const [row] = await inDatabase(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = '${name}'`,
        );
        most = Math.max(most, row.n);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const statuses = await Promise.all(pages.map((page) => page.then((response) => response.status)));
    await watching;
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it("opens its connections with the statement timeout, connection timeout and name it is given", async () => {
    const handle = await openDatabase({
      url: database.url,
      pool: { statementTimeoutMs: 1_000, connectionTimeoutMs: 3_000, applicationName: "benin-voyages:essai" },
    });
    try {
      const [timeout] = await handle.query<{ statement_timeout: string }>("SHOW statement_timeout");
      const [name] = await handle.query<{ application_name: string }>("SHOW application_name");
      expect(timeout!.statement_timeout).toBe("1s");
      expect(name!.application_name).toBe("benin-voyages:essai");
      await expect(handle.query("SELECT pg_sleep(3)")).rejects.toThrow(/statement timeout/);
    } finally {
      await handle.close();
    }
  });

  it("honours ?max= in DATABASE_URL when DATABASE_POOL_MAX is not given", async () => {
    const url = new URL(database.url);
    url.searchParams.set("max", "2");
    const server = await startServer({ databaseUrl: url.toString(), env: { DEMO_DATA: "off" } });
    servers.push(server);
    const name = `benin-voyages:${server.port}`;
    const pages = Array.from({ length: 12 }, () => fetch(`${server.baseUrl}/search`));
    let most = 0;
    for (let round = 0; round < 10; round += 1) {
      const [row] = await inDatabase(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = '${name}'`,
      );
      most = Math.max(most, row.n);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await Promise.all(pages)).every((response) => response.status === 200)).toBe(true);
    expect(most).toBeLessThanOrEqual(3);
  });
});

describe("MIGRATIONS_AT_START=off", () => {
  it("refuses to start on a database with pending migrations, naming npm run db:migrate", async () => {
    const empty = await createDatabase("faults_fleetdb_empty");
    try {
      await expect(
        startServer({ databaseUrl: empty.url, env: { MIGRATIONS_AT_START: "off" }, readyTimeoutMs: 30_000 }),
      ).rejects.toThrow(/MIGRATIONS_AT_START=off et \d+ migration\(s\) en attente .*npm run db:migrate/);
      expect(await adminQuery("SELECT to_regclass('schema_migrations') AS t", empty.url)).toEqual([{ t: null }]);
    } finally {
      await empty.drop();
    }
  });
});
