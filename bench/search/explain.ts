// What the search asks PostgreSQL, shape by shape: the exact SQL searchListings() runs
// (captured from the driver) with EXPLAIN (ANALYZE, BUFFERS) for a few searches of each
// shape, then the database's CPU per search (its one backend's /proc/<pid>/stat) over a
// run of searches in a row, count cache off. On the bench database (npm run bench:search
// makes it; BENCH_SEARCH_DATABASE names it):
//   npx tsx bench/search/explain.ts [--plans=3] [--searches=300] [--shape=dates-guests]
import fs from "node:fs";
import pg from "pg";
import { todayInBenin } from "#common/dates";
import { parseSearchParams } from "#common/search-params";
import { openDatabase, setDatabase } from "#server/db/client.server";
import { parseEnv, setEnv } from "#server/env.server";
import { resetCountCache } from "#server/listings/search-count-cache.server";
import { searchListings } from "#server/listings/search.server";
import { postgresAdminUrl } from "./generate.server";
import { queryStrings, SHAPES } from "./query-pool";

const argument = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const plans = Number(argument("plans", "3"));
const searches = Number(argument("searches", "300"));
const onlyShape = argument("shape", "");
/** --query='startDate=…&guests=4': explain this search only. */
const onlyQuery = argument("query", "");

const url = new URL(postgresAdminUrl());
url.pathname = `/${process.env.BENCH_SEARCH_DATABASE ?? "bench_search"}`;
setEnv(parseEnv({ ...process.env, DATABASE_URL: url.toString() }));

// Every statement the pool's connections run, as the driver sends it.
type Statement = { text: string; values: unknown[] };
let captured: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  if (captured) {
    const text = typeof first === "string" ? first : first.text;
    const values = Array.isArray(second) ? second : typeof first === "string" ? [] : (first.values ?? []);
    captured.push({ text, values });
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

// One connection: its backend's CPU is the search's whole database cost.
const handle = await openDatabase({ url: url.toString(), pool: { max: 1 } });
setDatabase(handle);
resetCountCache({ enabled: false });
const [{ pid }] = await handle.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
const backendCpuMs = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function explain(query: string) {
  captured = [];
  const result = await searchListings(parseSearchParams(new URLSearchParams(query), today));
  const statements = captured;
  captured = null;
  console.log(`\n=== ?${query} → ${result.total}${result.totalIsCapped ? "+" : ""}, ${result.items.length} cartes`);
  for (const statement of statements) {
    console.log(`--- SQL: ${statement.text}\n--- paramètres: ${JSON.stringify(statement.values)}`);
    const explained = await handle.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.values,
    );
    console.log(explained.map((row) => row["QUERY PLAN"]).join("\n"));
  }
}

const today = todayInBenin();
if (onlyQuery) {
  await explain(onlyQuery);
  await handle.close();
  process.exit(0);
}
for (const shape of SHAPES.filter((candidate) => !onlyShape || candidate.key === onlyShape)) {
  console.log(`\n######## ${shape.label} (${shape.key})`);
  const next = queryStrings(shape, 1, today);
  for (let index = 0; index < plans; index += 1) await explain(next());
  if (searches === 0) continue;
  const pool = queryStrings(shape, 7, today);
  const strings = Array.from({ length: searches }, () => pool());
  const queries = strings.map((query) => parseSearchParams(new URLSearchParams(query), today));
  for (const criteria of queries.slice(0, 30)) await searchListings(criteria); // warm-up
  const cpuBefore = backendCpuMs();
  const started = performance.now();
  const times: number[] = [];
  const slowest: [number, string][] = [];
  for (const [index, criteria] of queries.entries()) {
    const begun = performance.now();
    await searchListings(criteria);
    times.push(performance.now() - begun);
    slowest.push([times.at(-1)!, strings[index]!]);
  }
  slowest.sort((a, b) => b[0] - a[0]);
  const elapsed = performance.now() - started;
  const cpu = backendCpuMs() - cpuBefore;
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)]!;
  console.log(
    `\n>>> ${shape.label}: ${searches} recherches, PostgreSQL ${(cpu / searches).toFixed(2)} ms CPU/recherche, ` +
      `durée ${(elapsed / searches).toFixed(2)} ms/recherche (p50 ${at(0.5).toFixed(1)}, p95 ${at(0.95).toFixed(1)}, max ${at(1).toFixed(1)})`,
  );
  console.log(
    `    les plus lentes : ${slowest
      .slice(0, 8)
      .map(([time, query]) => `${time.toFixed(1)} ms ?${query}`)
      .join("\n      ")}`,
  );
}
await handle.close();
