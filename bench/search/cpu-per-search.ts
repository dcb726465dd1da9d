// The app's CPU per search, shape by shape, count cache off: `/search.data` (what the page
// fetches on each filter change) asked of the built server on the bench database, a fixed
// number of requests per shape and turn; the server's CPU (user + system, every thread,
// /proc/<pid>/stat) and its PostgreSQL backends' CPU divided by the requests answered.
// CPU per request does not move with the machine's load the way latencies do (decision
// 041). Several builds (BUILD_DIR names) are served side by side and asked in turn (ABAB).
// Then, with --steady, each build's p95 at the bench's steady rate per shape. The anonymous
// page cache (decision 036) is off unless --page-cache: the bench's query pools repeat
// addresses within its 5 s, and a kept answer costs no search.
//   npx tsx bench/search/cpu-per-search.ts [--builds=build-before,build] [--rounds=3]
//     [--databases=bench_search_before,bench_search] (one per build, in the order of
//     --builds: a build before a migration on a copy of the database before it)
//     [--requests=600] [--connections=4] [--steady] [--page-cache] [--profile=DIR]
// On the bench database (npm run bench:search makes it; BENCH_SEARCH_DATABASE names it).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { postgresAdminUrl } from "./generate.server";
import { queryStrings, SHAPES } from "./query-pool";
import { SETTINGS } from "./settings";
import { steadyLoad } from "./steady-load";

const argument = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const builds = argument("builds", "build").split(",");
const rounds = Number(argument("rounds", "3"));
const requests = Number(argument("requests", "600"));
const connections = Number(argument("connections", "4"));
const profileDirectory = argument("profile", "");
const steady = process.argv.includes("--steady");
const pageCache = process.argv.includes("--page-cache") ? "on" : "off";

const databaseNames = argument("databases", process.env.BENCH_SEARCH_DATABASE ?? "bench_search").split(",");
const databaseUrl = (index: number) => {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${databaseNames[index] ?? databaseNames[0]}`;
  return url.toString();
};
const root = path.resolve(import.meta.dirname, "../..");

function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ = 100
}

async function backendsCpuMs(applicationName: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl(0) });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = $1",
      [applicationName],
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, processCpuMs(pid));
      } catch {
        // closed meanwhile
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** `amount` requests, `connections` at a time, each as soon as the previous one of its lane ended. */
async function closedLoop(baseUrl: string, nextPath: () => string, amount: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  let sent = 0;
  const lane = async () => {
    while (sent < amount) {
      sent += 1;
      await new Promise<void>((resolve, reject) => {
        http
          .get(`${baseUrl}${nextPath()}`, { agent }, (response) => {
            const status = String(response.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            response.resume();
            response.on("end", resolve);
          })
          .on("error", reject);
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  agent.destroy();
  if (statuses["200"] !== amount) throw new Error(`réponses inattendues : ${JSON.stringify(statuses)}`);
}

type Served = { build: string; server: RunningServer; application: string };
const served: Served[] = [];
try {
  for (const [index, build] of builds.entries()) {
    const application = `cpu-per-search-${index}`;
    const server = await startServer({
      dataDir: path.join(root, "data/bench/search-postgres"),
      databaseUrl: databaseUrl(index),
      env: {
        BUILD_DIR: build,
        SEARCH_COUNT_CACHE: "off",
        PAGE_CACHE: pageCache,
        DATABASE_APPLICATION_NAME: application,
        ...(profileDirectory
          ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(profileDirectory, String(index))}` }
          : {}),
      },
    });
    served.push({ build, server, application });
    const mixed = SHAPES.map((shape) => queryStrings(shape, 99));
    let turn = 0;
    await closedLoop(server.baseUrl, () => `/search.data?${mixed[turn++ % mixed.length]!()}`, 400); // warm-up
  }
  console.log(
    `Machine : ${os.cpus().length} cœurs, charge ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" / ")}; ` +
      `${requests} requêtes × ${rounds} tours par forme, ${connections} connexions, cache des comptes éteint, cache des pages ${pageCache}`,
  );
  const figures = new Map<string, { node: number[]; database: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const shape of SHAPES) {
      for (const { build, server, application } of served) {
        const next = queryStrings(shape, 1000 + round);
        const pid = server.process.pid!;
        const databaseBefore = await backendsCpuMs(application);
        const nodeBefore = processCpuMs(pid);
        const started = performance.now();
        await closedLoop(server.baseUrl, () => `/search.data?${next()}`, requests);
        const seconds = (performance.now() - started) / 1000;
        const node = (processCpuMs(pid) - nodeBefore) / requests;
        let database = 0;
        for (const [backend, cpu] of await backendsCpuMs(application))
          database += cpu - (databaseBefore.get(backend) ?? 0);
        database /= requests;
        const key = `${shape.key} ${build}`;
        const entry = figures.get(key) ?? { node: [], database: [] };
        entry.node.push(node);
        entry.database.push(database);
        figures.set(key, entry);
        console.log(
          `  tour ${round + 1} ${shape.key.padEnd(13)} ${build.padEnd(18)} Node ${node.toFixed(2)} ms, PostgreSQL ${database.toFixed(2)} ms par recherche, ${Math.round(requests / seconds)} req/s`,
        );
      }
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log("\nMédianes (ms de CPU par recherche) :");
  for (const [key, entry] of figures) {
    const node = median(entry.node);
    const database = median(entry.database);
    console.log(
      `  ${key.padEnd(32)} Node ${node.toFixed(2)}  PostgreSQL ${database.toFixed(2)}  total ${(node + database).toFixed(2)}`,
    );
  }
  if (steady) {
    console.log(`\np95 à ${SETTINGS.rate} req/s réguliers (${SETTINGS.rateSeconds} s par forme) :`);
    for (const shape of SHAPES) {
      for (const { build, server } of served) {
        const next = queryStrings(shape);
        const result = await steadyLoad({
          url: server.baseUrl,
          rate: SETTINGS.rate,
          seconds: SETTINGS.rateSeconds,
          connections: SETTINGS.connections,
          nextPath: () => `/search.data?${next()}`,
        });
        console.log(
          `  ${shape.key.padEnd(13)} ${build.padEnd(18)} p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)} p99 ${result.p99.toFixed(1)} ms, ` +
            `échecs ${result.failures}, charge ${os.loadavg()[0]!.toFixed(2)}`,
        );
      }
    }
  }
} finally {
  for (const { server } of served) await server.stop();
}
