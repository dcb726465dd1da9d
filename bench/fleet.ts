// A fleet against one process (issue 21, docs/decisions/031): the home page and the search
// page, anonymous, under load (autocannon) on one process straight on PostgreSQL, then on
// three processes behind HAProxy (round robin, GET /readyz) through PgBouncer in
// transaction mode (tests/faults/support: the same HAProxy and PgBouncer as the fault
// test). Requests/s, latencies, and the connections each setup uses: PostgreSQL's
// (pg_stat_activity, most seen at once, per application_name) and PgBouncer's (SHOW POOLS:
// its server connections and waiting clients; SHOW CLIENTS: each process's clients).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freshPostgresDatabase, POSTGRES_ADMIN_URL } from "#bench/support/app";
import { ms, runLoad } from "#bench/support/load";
import type { SectionResult } from "#bench/support/report";
import { startHaProxy } from "#tests/faults/support/haproxy";
import { startPgBouncer, type PgBouncer } from "#tests/faults/support/pgbouncer";
import { freePort, startServer, type RunningServer } from "#tests/support/start-server";

const DURATION = Number(process.env.BENCH_FLEET_SECONDS ?? 15);
const CONNECTIONS = 30;
/** PgBouncer's server connections for the database: fewer than the processes' clients. */
const BOUNCER_POOL = 10;
const PAGES = [
  { label: "/ (accueil)", path: "/" },
  { label: "/search", path: "/search?destination=Cotonou" },
];

type ConnectionPeaks = { postgres: Map<string, number>; total: number; bouncer: BouncerPeaks | null };
type BouncerPeaks = { servers: number; waiting: number; clients: Map<string, number> };

/** Samples the connections every 200 ms until stopped: the most seen at once. */
function watchConnections(databaseName: string, bouncer: PgBouncer | null) {
  const peaks: ConnectionPeaks = {
    postgres: new Map(),
    total: 0,
    bouncer: bouncer ? { servers: 0, waiting: 0, clients: new Map() } : null,
  };
  let running = true;
  const loop = (async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      while (running) {
        const { rows } = await admin.query<{ name: string; n: number }>(
          "SELECT coalesce(nullif(application_name, ''), '(sans nom)') AS name, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1",
          [databaseName],
        );
        let total = 0;
        for (const row of rows) {
          peaks.postgres.set(row.name, Math.max(peaks.postgres.get(row.name) ?? 0, row.n));
          total += row.n;
        }
        peaks.total = Math.max(peaks.total, total);
        if (bouncer && peaks.bouncer) {
          const pools = (await bouncer.admin("SHOW POOLS")).filter((pool) => pool.database === databaseName);
          const count = (key: string) => pools.reduce((sum, pool) => sum + Number(pool[key] ?? 0), 0);
          peaks.bouncer.servers = Math.max(
            peaks.bouncer.servers,
            count("sv_active") + count("sv_idle") + count("sv_used") + count("sv_tested") + count("sv_login"),
          );
          peaks.bouncer.waiting = Math.max(peaks.bouncer.waiting, count("cl_waiting"));
          const clients = new Map<string, number>();
          for (const client of await bouncer.admin("SHOW CLIENTS")) {
            if (client.database !== databaseName) continue;
            const name = String(client.application_name || "(sans nom)");
            clients.set(name, (clients.get(name) ?? 0) + 1);
          }
          for (const [name, n] of clients)
            peaks.bouncer.clients.set(name, Math.max(peaks.bouncer.clients.get(name) ?? 0, n));
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await admin.end();
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peaks;
    },
  };
}

const describeCounts = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]) => `${name.replace(/^benin-voyages:/, ":")} ${n}`)
    .join(", ");

async function measure(
  setup: string,
  baseUrl: string,
  databaseName: string,
  bouncer: PgBouncer | null,
): Promise<SectionResult["rows"]> {
  const rows: SectionResult["rows"] = [];
  for (const page of PAGES) {
    const check = await fetch(baseUrl + page.path);
    if (check.status !== 200) throw new Error(`${page.path} répond ${check.status} (${setup})`);
    await check.arrayBuffer();
    await runLoad({ url: baseUrl + page.path, connections: 10, durationSeconds: 3 }); // warm-up
    const watching = watchConnections(databaseName, bouncer);
    const figures = await runLoad({
      url: baseUrl + page.path,
      headers: { "accept-encoding": "br, gzip" },
      connections: CONNECTIONS,
      durationSeconds: DURATION,
    });
    const peaks = await watching.stop();
    rows.push({
      montage: setup,
      page: page.label,
      "req/s": Math.round(figures.requestsPerSecond),
      "p50 (ms)": ms(figures.p50),
      "p95 (ms)": ms(figures.p95),
      erreurs: figures.failures,
      "connexions PostgreSQL (max)": peaks.total,
      "par application_name (max)": describeCounts(peaks.postgres),
      "PgBouncer : serveurs / clients en attente (max)": peaks.bouncer
        ? `${peaks.bouncer.servers} / ${peaks.bouncer.waiting}`
        : "—",
      "PgBouncer : clients par processus (max)": peaks.bouncer ? describeCounts(peaks.bouncer.clients) : "—",
    });
  }
  return rows;
}

export async function runFleetBench(): Promise<SectionResult> {
  const rows: SectionResult["rows"] = [];
  const appDirectory = process.env.BENCH_APP_DIR;

  // One process, straight on PostgreSQL.
  const singleUrl = await freshPostgresDatabase("bench_fleet_one");
  const single = await startServer({ databaseUrl: singleUrl, appDirectory });
  try {
    rows.push(...(await measure("1 processus, PostgreSQL direct", single.baseUrl, "bench_fleet_one", null)));
  } finally {
    await single.stop();
    fs.rmSync(single.dataDir, { recursive: true, force: true });
  }

  // Three processes of one machine (one DATA_DIR) behind HAProxy, through PgBouncer.
  const fleetUrl = await freshPostgresDatabase("bench_fleet_three");
  const bouncer = await startPgBouncer({ poolSize: BOUNCER_POOL });
  const ports = await Promise.all([0, 1, 2].map(() => freePort()));
  const balancer = await startHaProxy(ports);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "benin-bench-fleet-"));
  const servers: RunningServer[] = [];
  try {
    servers.push(
      ...(await Promise.all(
        ports.map((port) =>
          startServer({
            port,
            dataDir,
            databaseUrl: bouncer.urlFor(fleetUrl),
            publicUrl: balancer.url,
            appDirectory,
          }),
        ),
      )),
    );
    await balancer.waitUntilUp();
    rows.push(
      ...(await measure(
        "3 processus derrière HAProxy, via PgBouncer (transaction)",
        balancer.url,
        "bench_fleet_three",
        bouncer,
      )),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await balancer.stop();
    await bouncer.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    title: `Un processus contre trois derrière HAProxy et PgBouncer (${CONNECTIONS} connexions, ${DURATION} s)`,
    rows,
    budgets: [
      {
        name: "aucune erreur, un processus comme trois",
        ok: rows.every((row) => row.erreurs === 0),
        measured: `${rows.reduce((sum, row) => sum + Number(row.erreurs), 0)} erreur(s)`,
      },
    ],
    notes: [
      `Pages anonymes, données de démonstration, réponses compressées. Pool de chaque processus : 10 connexions (+ 1 de présence) ; PgBouncer : ${BOUNCER_POOL} connexions serveur pour la base (default_pool_size), mode transaction.`,
      "Tout tourne sur la même machine (autocannon, HAProxy, PgBouncer, PostgreSQL et les processus) : trois processus s'y partagent les mêmes cœurs qu'un seul, plus deux relais ; ce que trois machines apportent en débit ne se mesure pas ici. Ce qui se mesure : le coût des deux relais, et les connexions (PostgreSQL ne voit que celles de PgBouncer).",
    ],
  };
}
