// Node's CPU per signed-in listing page, A against B: two builds of the app (BUILD_DIR
// names, e.g. `build-before,build`) served side by side on one PostgreSQL database (or each
// on its own PGlite), the same page asked of each in turn (ABAB…), a fixed number of
// requests per turn; the server process's CPU (user + system, every thread, from
// /proc/<pid>/stat) and its PostgreSQL backends' CPU are divided by the requests answered.
// CPU per request does not move with the machine's load the way requests/s do.
//   npx tsx bench/cpu-per-page.ts --builds=build-before,build [--base=postgres|pglite]
//   (a build may name its checkout too, `/path/to/checkout:build`, when server.js changed)
//     [--rounds=4] [--requests=2000] [--connections=10] [--profile=DIR] [--path=/property/…]
//     [--node-flags="A;B"]  Node's flags per build, in the order of --builds (one build may
//     be named twice: `--builds=build,build --node-flags="--heap-growing-percent=0;"`: V8's
//     own choice against server.js's defaults, which an empty slot keeps; a `NAME=value`
//     word in a slot goes to that process's environment)
// --profile=DIR: each server writes a --cpu-prof profile into DIR when it stops.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DEMO_TRAVELER, firstListingPath, freshPostgresDatabase, signIn } from "#bench/support/app";
import { residentMb } from "#bench/support/resident-memory";
import { startServer, type RunningServer } from "#tests/support/start-server";

const argument = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const builds = argument("builds", "build").split(",");
const base = argument("base", "postgres");
const rounds = Number(argument("rounds", "4"));
const requests = Number(argument("requests", "2000"));
const connections = Number(argument("connections", "10"));
const profileDirectory = argument("profile", "");
const nodeFlags = argument("node-flags", "").split(";");
/** In a --node-flags slot, `NAME=value` is a variable of the process's environment, not a flag. */
const ENVIRONMENT_WORD = /^[A-Z][A-Z0-9_]*=/;
const words = (slot: string | undefined) => (slot ?? "").split(/\s+/).filter(Boolean);
const ticksPerSecond = 100; // USER_HZ on Linux

function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function backendPids(url: string, applicationName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [
      applicationName,
    ]);
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

function backendsCpuMs(pids: number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, processCpuMs(pid));
    } catch {
      // the connection closed meanwhile
    }
  }
  return cpu;
}

/** The backends' CPU over the turn: those opened during it count from zero (the pool closes idle ones). */
function backendsCpuSince(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

async function load(url: string, cookie: string, amount: number) {
  const statuses: Record<string, number> = {};
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url, connections, amount, headers: { cookie, "accept-encoding": "br, gzip" }, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on("response", (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await finished;
  const answered = statuses["200"] ?? 0;
  if (answered !== amount) throw new Error(`réponses inattendues : ${JSON.stringify(statuses)}`);
  return result;
}

type Served = {
  build: string;
  server: RunningServer;
  cookie: string;
  listing: string;
  databaseUrl?: string;
  application: string;
};

const databaseUrl =
  base === "postgres" ? await freshPostgresDatabase(process.env.BENCH_APP_DATABASE ?? "bench_app") : undefined;
const served: Served[] = [];
try {
  for (const [index, build] of builds.entries()) {
    const application = `cpu-per-page-${index}`;
    const [appDirectory, buildDirectory] = build.includes(":") ? build.split(":") : [undefined, build];
    const options = {
      databaseUrl,
      appDirectory,
      readyTimeoutMs: 300_000,
      nodeArguments: words(nodeFlags[index]).filter((word) => !ENVIRONMENT_WORD.test(word)),
      env: {
        ...Object.fromEntries(
          words(nodeFlags[index])
            .filter((word) => ENVIRONMENT_WORD.test(word))
            .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
        ),
        BUILD_DIR: buildDirectory!,
        DATABASE_APPLICATION_NAME: application,
        ...(profileDirectory
          ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(profileDirectory, String(index))}` }
          : {}),
      },
    };
    // The first process on an empty database migrates it and loads the demo (its pictures
    // made with sharp): it is stopped, and the one measured starts on that data, as the
    // others do; measured as it was, the first build came out 10–15 % dearer than itself.
    let server = await startServer(options);
    if (index === 0) {
      await server.stop();
      server = await startServer({ ...options, dataDir: server.dataDir });
    }
    const cookie = await signIn(server.baseUrl, DEMO_TRAVELER.email, DEMO_TRAVELER.password);
    const listing = argument("path", await firstListingPath(server.baseUrl));
    const label = `${build} ${nodeFlags[index] || "(server.js defaults)"}`;
    served.push({ build: label, server, cookie, listing, databaseUrl, application });
    await load(server.baseUrl + listing, cookie, 500); // warm-up: JIT, pools, caches
  }
  console.log(
    `Machine : ${os.cpus().length} cœurs, charge ${os.loadavg()[0]!.toFixed(2)}; ${base}; ${requests} requêtes × ${rounds} tours, ${connections} connexions`,
  );
  const figures = new Map<string, { node: number[]; database: number[]; rate: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const { build, server, cookie, listing, application } of served) {
      const pid = server.process.pid!;
      const pids = async () => (databaseUrl ? await backendPids(databaseUrl, application) : []);
      const databaseBefore = backendsCpuMs(await pids());
      const nodeBefore = processCpuMs(pid);
      const result = await load(server.baseUrl + listing, cookie, requests);
      const node = (processCpuMs(pid) - nodeBefore) / requests;
      const database = backendsCpuSince(databaseBefore, backendsCpuMs(await pids())) / requests;
      const entry = figures.get(build) ?? { node: [], database: [], rate: [] };
      entry.node.push(node);
      entry.database.push(database);
      entry.rate.push(result.requests.average);
      figures.set(build, entry);
      console.log(
        `  tour ${round + 1} ${build.padEnd(40)} Node ${node.toFixed(2)} ms/page, PostgreSQL ${database.toFixed(2)} ms/page, ${Math.round(result.requests.average)} req/s, ${residentMb(pid)} MB résidents`,
      );
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [build, entry] of figures)
    console.log(
      `${build.padEnd(40)} médiane : Node ${median(entry.node).toFixed(2)} ms/page (min ${Math.min(...entry.node).toFixed(2)}), PostgreSQL ${median(entry.database).toFixed(2)} ms/page, ${Math.round(median(entry.rate))} req/s`,
    );
} finally {
  for (const { server } of served) await server.stop();
  for (const { server } of served) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
