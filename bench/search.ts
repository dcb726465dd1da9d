// npm run bench:search — the search at scale: 100 000 generated listings (bench/search/
// generate.server.ts), loaded with autocannon in four shapes, on PGlite then PostgreSQL:
//  - the app's search, `/search.data?…` (what the page fetches on each filter change:
//    loaders and serialisation, no HTML), as fast as it answers and at a steady rate, with
//    the search's count cache and (PostgreSQL) without it; the whole page for one shape;
//  - the same searches in a bare JSON server: the real searchListings() with and without
//    its count cache, and the spec's naive form, for the ratio between the two.
// Standalone it builds first (unless --no-build), prints the table and writes its JSON
// under bench/results/; bench/index.ts calls runSearchBench() after its own build.
// BENCH_SEARCH_DATABASES=postgres measures one database; bench/search/settings.ts has the rest.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { budgets, type Ratio, type Row } from "#bench/search/figures";
import { ensureSearchData, LISTING_COUNT, type BenchDatabase } from "#bench/search/generate.server";
import { measureApp } from "#bench/search/measure-app";
import { compareWithNaive } from "#bench/search/measure-forms";
import { DATABASE_LABEL, SETTINGS } from "#bench/search/settings";
import { printSection, type SectionResult } from "#bench/support/report";

const DATABASES = (["pglite", "postgres"] as const).filter((kind) =>
  (process.env.BENCH_SEARCH_DATABASES ?? "pglite,postgres").split(",").includes(kind),
);

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

export async function runSearchBench(
  options: { build?: boolean; log?: typeof console.log } = {},
): Promise<SectionResult> {
  const log = options.log ?? console.log;
  if (options.build) execSync("npm run build", { stdio: "ignore" });
  const notes = [`charge de la machine au début (1/5/15 min): ${loadAverage()}, ${os.cpus().length} cœurs`];
  const rows: Row[] = [];
  const ratios = new Map<string, Ratio>();
  for (const kind of DATABASES) {
    let database: BenchDatabase;
    try {
      database = await ensureSearchData(kind, log);
    } catch (error) {
      notes.push(`${DATABASE_LABEL[kind]} non mesuré: ${(error as Error).message}`);
      continue;
    }
    const generated = database.generatedSeconds;
    notes.push(
      `${DATABASE_LABEL[kind]}: ${generated === null ? "données en cache" : `données générées en ${generated} s`}`,
    );
    rows.push(...(await measureApp(database, { countCache: true, log })));
    // The budget without the cache too: a search never seen before costs this much.
    if (kind === "postgres") rows.push(...(await measureApp(database, { countCache: false, log })));
    const compared = await compareWithNaive(database, log);
    rows.push(...compared.rows);
    for (const [key, ratio] of compared.ratios) ratios.set(key, ratio);
  }
  const { connections, saturatedSeconds, rate, rateSeconds, shortSeconds, compareConnections } = SETTINGS;
  notes.push(
    `${LISTING_COUNT.toLocaleString("fr-FR")} annonces générées (+ la démo); ${connections} connexions; /search.data ` +
      `${saturatedSeconds} s par forme à saturation puis ${rateSeconds} s à ${rate} req/s; page HTML et JSON ${shortSeconds} s`,
    `à saturation (${connections} connexions toujours en attente) la latence vaut ${connections} / débit (loi de Little): ` +
      `elle mesure le débit du processus; le budget p95 se lit à charge fixe (${rate} req/s)`,
    "cache: le cache des comptes de la recherche (par processus, une minute, « plus de 1 000 » seulement); " +
      "le taux de hits est mesuré sur le serveur JSON, la même distribution de requêtes que l'app",
    `× naïve: débit de la recherche réelle sans cache sur celui de la forme naïve, même serveur JSON, mêmes requêtes, ` +
      `${compareConnections} connexions (à ${connections}, la forme naïve ne termine aucune requête dans la durée du passage)`,
    `charge de la machine à la fin: ${loadAverage()}`,
  );
  return {
    title: `Recherche à l'échelle (${LISTING_COUNT.toLocaleString("fr-FR")} annonces)`,
    rows,
    budgets: budgets(rows, ratios),
    notes,
  };
}

async function main() {
  // Its own build directory, as bench/index.ts: never measure (or break) someone else's build.
  process.env.BUILD_DIR ??= "build-bench";
  const section = await runSearchBench({ build: !process.argv.includes("--no-build") });
  printSection(section);
  const directory = path.resolve(import.meta.dirname, "results");
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `search-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify(section, null, 2)}\n`);
  console.log(`Résultats: ${path.relative(process.cwd(), file)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
